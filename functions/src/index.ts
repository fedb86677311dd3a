/** Every deployed function; the export name is the deployed name. */
export { whoAmI } from './callables/whoAmI.js';
