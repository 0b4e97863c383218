import { boolean, object, string } from 'yup';

export const checklistToggleSchema = object({
  productId: string().trim().required('Ürün bulunamadı').max(100, 'Ürün bulunamadı'),
  checked: boolean().strict().required('Geçersiz istek'),
});
