import { ID_PATTERN } from '../ids';
import { boolean, number, object, string, type InferType } from 'yup';
import { HOSPITAL_BAG_GROUPS, NEED_CATEGORIES } from '../content/checklist-catalogue';
import { optionalText, plainText } from './fields';

export const checklistToggleSchema = object({
  productId: string().trim().required('Ürün bulunamadı').matches(ID_PATTERN, 'Ürün bulunamadı'),
  checked: boolean().strict().required('Geçersiz istek'),
});

/**
 * A parent's own items (issue 24, ADR 0028): how long a name and a note may be, the largest
 * quantity, and how many own items one account keeps (the catalogue has about 150; 50 more is
 * far beyond what a family adds, and keeps one list one read).
 */
export const OWN_ITEM_LIMITS = { nameMin: 2, nameMax: 80, noteMax: 200, quantityMax: 99, perAccount: 50 } as const;

export const OWN_ITEM_MESSAGES = {
  nameRequired: 'Ürün adı gereklidir',
  nameMin: `Ürün adı en az ${OWN_ITEM_LIMITS.nameMin} karakter olmalıdır`,
  nameMax: `Ürün adı en fazla ${OWN_ITEM_LIMITS.nameMax} karakter olabilir`,
  typeInvalid: 'Liste türü geçersiz',
  categoryInvalid: 'Lütfen bir kategori seçin',
  quantityInvalid: `Adet 1 ile ${OWN_ITEM_LIMITS.quantityMax} arasında bir tam sayı olmalıdır`,
  noteMax: `Not en fazla ${OWN_ITEM_LIMITS.noteMax} karakter olabilir`,
  tooMany: `Listenize en fazla ${OWN_ITEM_LIMITS.perAccount} kendi ürününüzü ekleyebilirsiniz. Yenisi için eklediklerinizden birini kaldırın.`,
  notFound: 'Ürün bulunamadı',
  notOwn: 'Hazır listedeki ürünler kaldırılamaz; almadıysanız işaretsiz bırakabilirsiniz.',
  added: 'Ürün listenize eklendi',
  removed: 'Ürün listenizden kaldırıldı',
} as const;

/** The categories an own item may be filed under: the need list's categories, or the bag's four groups. */
export function ownItemCategories(type: unknown): readonly string[] {
  if (type === 'need') return NEED_CATEGORIES;
  if (type === 'hospital_bag') return HOSPITAL_BAG_GROUPS;
  return [];
}

/** The parent adds an item of her own: a name, the list and its category, an optional quantity and note. */
export const ownChecklistItemSchema = object({
  name: plainText()
    .required(OWN_ITEM_MESSAGES.nameRequired)
    .min(OWN_ITEM_LIMITS.nameMin, OWN_ITEM_MESSAGES.nameMin)
    .max(OWN_ITEM_LIMITS.nameMax, OWN_ITEM_MESSAGES.nameMax),
  type: string()
    .required(OWN_ITEM_MESSAGES.typeInvalid)
    .oneOf(['need', 'hospital_bag'] as const, OWN_ITEM_MESSAGES.typeInvalid),
  category: string()
    .trim()
    .required(OWN_ITEM_MESSAGES.categoryInvalid)
    .test('category-of-type', OWN_ITEM_MESSAGES.categoryInvalid, (category, context) => ownItemCategories(context.parent?.type).includes(category ?? '')),
  quantity: number()
    .strict()
    .nullable()
    .default(null)
    .typeError(OWN_ITEM_MESSAGES.quantityInvalid)
    .integer(OWN_ITEM_MESSAGES.quantityInvalid)
    .min(1, OWN_ITEM_MESSAGES.quantityInvalid)
    .max(OWN_ITEM_LIMITS.quantityMax, OWN_ITEM_MESSAGES.quantityInvalid),
  note: optionalText(OWN_ITEM_LIMITS.noteMax).max(OWN_ITEM_LIMITS.noteMax, OWN_ITEM_MESSAGES.noteMax),
});
export type OwnChecklistItemInput = InferType<typeof ownChecklistItemSchema>;
