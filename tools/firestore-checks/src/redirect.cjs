// Preloaded (NODE_OPTIONS=--require) into firebase-tools' processes by scripts/stack.ts. The Functions
// emulator sets FIRESTORE_EMULATOR_HOST in a function's runtime to Google's emulator, after the
// project's own settings; inside a function runtime only, this points it at the checks instead.
if (process.env.FUNCTIONS_EMULATOR === 'true' && process.env.FIRESTORE_CHECKS_HOST) {
  process.env.FIRESTORE_EMULATOR_HOST = process.env.FIRESTORE_CHECKS_HOST;
  process.env.FIREBASE_FIRESTORE_EMULATOR_ADDRESS = process.env.FIRESTORE_CHECKS_HOST;
}
