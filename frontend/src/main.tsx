import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The contracts' plain error words for every form; the bundler keeps an import it is told to run.
import '@hs/contracts/plain-errors';
import { App } from './app/app';
import { storedLanguage, switchLanguage } from './lib/i18n';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A Spanish reader's texts are fetched before the first paint, so no English flashes past first.
const language = storedLanguage();
if (language !== 'en') await switchLanguage(language).catch(() => {});

// A transition renders in slices of a few milliseconds with the page still responsive between
// them, not as one long task (Lighthouse counts each over 50 ms on a slowed phone as blocking).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorkerWhenIdle();
