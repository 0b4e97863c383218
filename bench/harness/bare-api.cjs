// The least a Cloud Function needs to answer as the api does: the Functions SDK's onRequest,
// express and firebase-admin. GET /api/service-categories reads the one collection, as the api's
// route does (the cold start compares the two); /bare/none answers without Firestore and
// /bare/one after one document read (the production-terms bench derives the least CPU of an
// action from these two: what answering costs, and what each Firestore call adds).
const { onRequest } = require('firebase-functions/v2/https');
const express = require('express');
const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');

initializeApp();
const app = express();
app.get('/api/service-categories', async (_req, res) => {
  const snapshot = await getFirestore().collection('serviceCategories').orderBy('order').get();
  res.json(snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() })));
});
app.get('/bare/none', (_req, res) => {
  res.json({ ok: true });
});
app.get('/bare/one', async (_req, res) => {
  const doc = await getFirestore().collection('serviceCategories').doc('bench').get();
  res.json({ exists: doc.exists });
});

exports.api = onRequest({ region: 'europe-west1' }, app);
