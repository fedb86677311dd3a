import { rmSync } from 'node:fs';
import { isPortBusy, stackPorts } from './stack/ports.js';
import { localDataDir } from './stack/paths.js';

if (await isPortBusy(stackPorts.auth.port)) {
  console.error(
    'The local stack seems to be running (port 9099 is busy). Stop "npm start" first, then reset.',
  );
  process.exit(1);
}
rmSync(localDataDir, { recursive: true, force: true });
console.log('Local data cleared: the next "npm start" begins with only the demo accounts.');
