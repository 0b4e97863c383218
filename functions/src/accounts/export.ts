import { readProfile } from '../profile/data';
import { exportEverywhere, personOf, withId } from './sweeps';

/**
 * KVKK article 11: everything stored about a parent, as JSON, wherever it lives: each sweep of
 * accounts/sweeps.ts gives its part, so the export and the deletion cover the same places. Search keys
 * (and the phone's, ADR 0054) are an index of the name and the number, not data of their own, and are left out.
 */
export async function exportAccount(uid: string): Promise<Record<string, unknown>> {
  const person = await personOf(uid);
  const [profile, parts] = await Promise.all([readProfile(uid), exportEverywhere(person)]);
  const profileData: Record<string, unknown> = withId(profile);
  delete profileData.searchKeys;
  delete profileData.phoneKey;
  const { smsLogs, emailLogs, pushLogs, ...rest } = parts;
  return {
    exportedAt: new Date().toISOString(),
    profile: profileData,
    ...rest,
    // What was sent on the parent's behalf (game and birth notifications) or to them about their account, with the recipients
    // they entered; what others sent to their proven addresses is receivedMessages (ADR 0025).
    sentMessages: { sms: smsLogs, email: emailLogs, push: pushLogs },
  };
}
