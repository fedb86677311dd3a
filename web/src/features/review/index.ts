/** Review's public entry: the admin's queue of spends to decide (app/router.tsx loads it lazily). */
export { ReviewPage } from './ReviewPage';
