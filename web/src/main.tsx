import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnceOnChunkError } from './app/chunkReload';
import './styles/global.css';

// Vite's signal that a lazy route's chunk failed to load (typically: removed by a newer deploy).
window.addEventListener('vite:preloadError', (event) => {
  reloadOnceOnChunkError(event);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
