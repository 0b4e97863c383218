import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Box, Button, Card, CardContent, Chip, Container, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { BodyOf } from '@bebek/common/api/endpoint';
import { getServiceCategories } from '@bebek/common/api/service-categories';
import { createServiceRequest, getServiceRequests } from '@bebek/common/api/service-requests';
import { serviceRequestSchema } from '@bebek/common/schemas/notifications';
import { errorMessage } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { CategoryTile } from './category-tile';

type ServiceRequestInput = BodyOf<typeof createServiceRequest>;

const EMPTY: ServiceRequestInput = { category: '', description: '', budget: '', location: '', dateRange: '' };

/** /service-requests: category tiles, the request form (prefilled from ?name=&description=) and the list. */
export default function ServiceRequestsPage() {
  const [params] = useSearchParams();
  const categories = useQuery(endpointQuery(getServiceCategories));
  const requests = useQuery(endpointQuery(getServiceRequests));
  const create = useEndpointMutation(createServiceRequest);
  const formRef = useRef<HTMLFormElement>(null);
  const [formOpen, setFormOpen] = useState(Boolean(params.get('name')));

  const form = useFormik<ServiceRequestInput>({
    initialValues: { ...EMPTY, category: params.get('name') ?? '', description: params.get('description') ?? '' },
    validationSchema: serviceRequestSchema,
    enableReinitialize: false,
    onSubmit: async (values, helpers) => {
      try {
        await create.mutateAsync({ body: values });
        toast.success('Talebiniz alındı', 'Hizmet sağlayıcılardan teklifler geldiğinde size haber vereceğiz.');
        helpers.resetForm({ values: EMPTY });
        setFormOpen(false);
      } catch (failure) {
        toast.error('Hata', errorMessage(failure, 'Talep gönderilemedi'));
      }
    },
  });

  useEffect(() => {
    if (formOpen) formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [formOpen]);

  const chooseCategory = (name: string) => {
    void form.setFieldValue('category', name);
    setFormOpen(true);
  };
  const fieldError = (name: keyof ServiceRequestInput) => (form.touched[name] && form.errors[name] ? form.errors[name] : undefined);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Hizmet Talepleri
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        İhtiyacınız olan hizmeti seçin, talebinizi yazın; uygun hizmet sağlayıcılardan teklif toplayalım.
      </Typography>

      <Typography variant="h6" component="h2" className="visually-hidden">
        Hizmet kategorileri
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {categories.isPending
          ? [0, 1, 2, 3].map((index) => (
              <Grid key={index} size={{ xs: 6, md: 3 }}>
                <Skeleton variant="rounded" height={140} />
              </Grid>
            ))
          : (categories.data ?? []).map((category, index) => (
              <Grid key={category.id} size={{ xs: 6, md: 3 }}>
                <CategoryTile
                  category={category}
                  index={index}
                  selected={form.values.category === category.name}
                  onSelect={() => chooseCategory(category.name)}
                />
              </Grid>
            ))}
      </Grid>

      {!formOpen ? (
        <Button variant="contained" onClick={() => setFormOpen(true)} sx={{ mb: 3 }}>
          Teklif İste
        </Button>
      ) : (
        <Card variant="outlined" sx={{ mb: 4 }}>
          <CardContent>
            <Box component="form" ref={formRef} onSubmit={form.handleSubmit} noValidate>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Yeni Talep
              </Typography>
              <Stack spacing={2}>
                <TextField
                  select
                  label="Kategori"
                  name="category"
                  required
                  value={form.values.category}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  error={Boolean(fieldError('category'))}
                  helperText={fieldError('category')}
                >
                  {(categories.data ?? []).map((category) => (
                    <MenuItem key={category.id} value={category.name}>
                      {category.name}
                    </MenuItem>
                  ))}
                  {form.values.category && !(categories.data ?? []).some((category) => category.name === form.values.category) ? (
                    <MenuItem value={form.values.category}>{form.values.category}</MenuItem>
                  ) : null}
                </TextField>
                <TextField
                  label="Açıklama"
                  name="description"
                  required
                  multiline
                  minRows={3}
                  value={form.values.description}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  error={Boolean(fieldError('description'))}
                  helperText={fieldError('description') ?? 'Ne istediğinizi birkaç cümleyle anlatın (en az 10 karakter).'}
                />
                <TextField
                  label="Bütçe (isteğe bağlı)"
                  name="budget"
                  value={form.values.budget}
                  onChange={form.handleChange}
                  placeholder="Örn. 5.000 - 10.000 TL"
                />
                <TextField
                  label="Konum (isteğe bağlı)"
                  name="location"
                  value={form.values.location}
                  onChange={form.handleChange}
                  placeholder="Örn. İstanbul, Kadıköy"
                />
                <TextField
                  label="Tarih aralığı (isteğe bağlı)"
                  name="dateRange"
                  value={form.values.dateRange}
                  onChange={form.handleChange}
                  placeholder="Örn. Mart 2027 başı"
                />
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  <Button onClick={() => setFormOpen(false)}>Vazgeç</Button>
                  <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                    {form.isSubmitting ? 'Gönderiliyor...' : 'Talep Gönder'}
                  </Button>
                </Stack>
              </Stack>
            </Box>
          </CardContent>
        </Card>
      )}

      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Taleplerim
      </Typography>
      {requests.isError ? <Alert severity="error">Talepler yüklenemedi.</Alert> : null}
      {requests.data?.serviceRequests.length === 0 ? <Typography color="text.secondary">Henüz hizmet talebiniz yok.</Typography> : null}
      <Stack spacing={2}>
        {requests.data?.serviceRequests.map((request) => (
          <Card key={request.id} variant="outlined">
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {request.category}
                </Typography>
                <Chip
                  size="small"
                  label={request.status === 'pending' ? 'Beklemede' : 'Yanıtlandı'}
                  color={request.status === 'pending' ? 'warning' : 'success'}
                />
              </Stack>
              <Typography sx={{ mt: 1 }}>{request.description}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {[
                  request.budget && `Bütçe: ${request.budget}`,
                  request.location && `Konum: ${request.location}`,
                  request.dateRange && `Tarih: ${request.dateRange}`,
                  request.createdAt && dayjs(request.createdAt).tz().format('D MMMM YYYY'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {request.status === 'pending' ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                  Teklifler bekleniyor. Hizmet sağlayıcılardan dönüş olduğunda size e-posta ile haber vereceğiz.
                </Alert>
              ) : (
                <Alert severity="success" sx={{ mt: 2 }}>
                  {request.response || 'Talebiniz yanıtlandı. Ayrıntılar e-posta adresinize gönderildi.'}
                </Alert>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
