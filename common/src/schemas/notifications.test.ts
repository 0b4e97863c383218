import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MAX_PER_PARENT_LIMIT } from '../constants';
import { contactsRequestSchema, contactsSchema, serviceRequestSchema } from './notifications';

/** The messages of a failed validation, by path ('' for the whole object). */
async function messages(validation: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await validation;
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const contact = (n: number) => ({ name: `Kişi ${n}`, phone: `0532 111 22 3${n % 10}`, email: '' });

describe('birth-notification contacts (spec part 2 §5)', () => {
  it('needs 1 to the limit of contacts, each with a name, a phone of 10 or more and a valid or empty email', async () => {
    expect(await messages(contactsSchema(2).validate({ contacts: [] }, { abortEarly: false }))).toEqual({ contacts: 'En az 1 kişi eklenmelidir' });
    expect(await messages(contactsSchema(2).validate({ contacts: [1, 2, 3].map(contact) }, { abortEarly: false }))).toEqual({
      contacts: 'En fazla 2 kişi eklenebilir',
    });
    expect(await messages(contactsSchema(2).validate({ contacts: [{ name: ' ', phone: '0532', email: 'yok' }] }, { abortEarly: false }))).toEqual({
      'contacts[0].name': 'İsim gereklidir',
      'contacts[0].phone': 'Telefon numarası gereklidir',
      'contacts[0].email': 'Geçerli email adresi giriniz',
    });
    expect(await contactsSchema(3).validate({ contacts: [1, 2, 3].map(contact) })).toMatchObject({ actualBirthDate: '' });
  });

  it('declares, for any parent, the largest limit there is; the parent’s own is applied once known', async () => {
    const many = { contacts: Array.from({ length: MAX_PER_PARENT_LIMIT }, (_, index) => contact(index)) };
    await expect(contactsRequestSchema.validate(many)).resolves.toBeTruthy();
    expect(await messages(contactsRequestSchema.validate({ contacts: [...many.contacts, contact(0)] }, { abortEarly: false }))).toEqual({
      contacts: `En fazla ${MAX_PER_PARENT_LIMIT} kişi eklenebilir`,
    });
  });
});

describe('service request (spec part 2 §5)', () => {
  it('needs a category and a description of 10 or more characters; the rest is optional', async () => {
    expect(await messages(serviceRequestSchema.validate({ category: '', description: 'kısa' }, { abortEarly: false }))).toEqual({
      category: 'Kategori seçiniz',
      description: 'Açıklama en az 10 karakter olmalıdır',
    });
    expect(await serviceRequestSchema.validate({ category: 'Fotoğraf', description: '  Yenidoğan çekimi  ' })).toEqual({
      category: 'Fotoğraf',
      description: 'Yenidoğan çekimi',
      budget: '',
      location: '',
      dateRange: '',
    });
  });
});
