import { ID_PATTERN } from '../ids';
import { boolean, object, string } from 'yup';

export const checklistToggleSchema = object({
  productId: string().trim().required('Ürün bulunamadı').matches(ID_PATTERN, 'Ürün bulunamadı'),
  checked: boolean().strict().required('Geçersiz istek'),
});
