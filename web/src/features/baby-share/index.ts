/** The shared baby page (issue 25, ADR 0033): the parent's card and the birth card's share (ADR 0067); the public page is loaded by the router on its own. */
export { BabyShareCard } from './components/baby-share-card';
export { BirthCardShare } from './components/birth-card-share';
