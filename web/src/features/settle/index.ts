/** Settle's public entry: balances, settlements, closing a month and its export (app/router.tsx loads it lazily). */
export { SettlePage } from './SettlePage';
