/** Start: read the runtime configuration, configure the API client and the remotes, render. */
import { createRoot } from 'react-dom/client';
import { configureApi } from 'shared-contracts';
import { App } from './App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { setupRemotes } from './federation/remotes';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    configureApi({ apiUrl: config.apiUrl, assetsUrl: config.assetsUrl });
    setupRemotes(config);
    root.render(<App config={config} />);
  } catch (error) {
    console.error(error);
    root.render(
      <div role="alert" style={{ fontFamily: 'sans-serif', padding: 32, textAlign: 'center' }}>
        <h1>Não foi possível iniciar a Lista de Presentes.</h1>
        <p>Tente novamente em alguns instantes.</p>
      </div>,
    );
  }
}

void start();
