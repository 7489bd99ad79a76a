import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { installRecovery } from './lib/recovery';
import { registerServiceWorker } from './lib/sw';
import './styles.css';

// Before the first render, so a lazy screen failing to load during start-up is caught too.
if (import.meta.env.PROD) installRecovery();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
