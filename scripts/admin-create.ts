/**
 * Creates an admin (the first one, usually): `npm run admin:create -- --username U --password P
 * --full-name "N" --email E --role super_admin`. Against the local stack by default; with
 * `--project <id>` and GOOGLE_APPLICATION_CREDENTIALS set to a service-account key, against a real project.
 */
import { parseArgs } from 'node:util';
import { createAdminSchema } from '@bebek/common/schemas/admin';
import { createAdminAccount } from '../functions/src/admin/accounts';
import { useEmulators } from './lib/emulator-env';
import { PROJECT_ID } from './lib/ports';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    'full-name': { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    project: { type: 'string' },
  },
});

async function main(): Promise<void> {
  if (values.project && values.project !== PROJECT_ID) {
    process.env.GCLOUD_PROJECT = values.project;
    console.log(`Creating the admin in the real project ${values.project}`);
  } else {
    useEmulators();
    console.log('Creating the admin in the local stack (start it first with npm start)');
  }
  const input = await createAdminSchema
    .validate(
      { username: values.username, password: values.password, fullName: values['full-name'], email: values.email, role: values.role },
      { abortEarly: false },
    )
    .catch((error: { errors?: string[] }) => {
      console.error(`Geçersiz bilgi: ${(error.errors ?? []).join('; ')}`);
      process.exit(2);
    });
  const uid = await createAdminAccount(input);
  console.log(`Admin '${input.username}' created (uid ${uid}, role ${input.role}).`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
