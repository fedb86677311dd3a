import { exportMonthInput, exportMonthOutput } from '../../domain/api/exportMonth.js';
import { exportMonth as monthFile } from '../../services/ledger/monthExport.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: exportMonthInput, output: exportMonthOutput },
  (input, { services }) => monthFile(services.store, input.month, input.format),
);
