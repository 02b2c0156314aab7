// Documentation text several widgets share: help for attributes that mean the same everywhere, and the CSS
// parts many widgets render. Read by the manifest only.

import type { EventDocs, PartDocs } from './definition.ts';

export const COMMON_ATTRIBUTE_HELP: Readonly<Record<string, string>> = {
  theme: 'Tema de color: claro, oscuro o automático según la preferencia del sistema.',
  loading: 'Cuándo se descarga el código del widget: al acercarse a la pantalla (lazy) o enseguida (eager).',
  coin: 'Moneda analizada.',
  timeframe: 'Periodo mostrado como etiqueta; no cambia la serie generada.',
  source:
    'De dónde salen las cifras: `sample`, los datos de ejemplo (funcionan sin conexión); `live`, los proveedores públicos (CoinGecko, Alternative.me…) consultados desde el navegador del lector; o la URL del feed JSON del propio sitio (`/datos/feed.json`, ver «Un feed JSON propio»). Lo que la fuente no da sigue siendo de ejemplo y se marca.',
  refresh:
    'Segundos entre actualizaciones de los datos en vivo o del feed (15 como mínimo). Sin él, cada cifra lleva su ritmo: precios y feed cada 60 s, gráficos cada 5 min, métricas on-chain y sentimiento de una moneda cada 10 min, Fear & Greed cada 30 min.',
  locale: 'Cómo se escriben números, importes y horas (`es-MX`, `es-AR`…); los textos no cambian.',
  currency:
    'Moneda de los precios en vivo (`EUR`, `MXN`…). Los datos de ejemplo solo existen en dólares: con ellos se muestra USD y la consola lo avisa una vez. Con un feed manda la moneda del feed.',
  seed: 'Semilla de la serie generada: la misma semilla dibuja siempre los mismos datos.',
};

export const CARD_PART: PartDocs = { name: 'card', description: 'La tarjeta que enmarca el widget.' };
export const TITLE_PART: PartDocs = { name: 'title', description: 'El título del widget.' };
export const CHART_PART: PartDocs = { name: 'chart', description: 'El área del gráfico.' };

/** The events of every widget that takes `source` (documented once, added by the manifest). */
export const DATA_EVENTS: readonly EventDocs[] = [
  {
    name: 'crypto-data-update',
    detail: '{ source: string; updatedAt: number }',
    description:
      'Han llegado cifras nuevas de un proveedor o del feed (`source` dice cuál: `live` o la URL del feed); `updatedAt` dice cuándo, en milisegundos desde 1970.',
  },
  {
    name: 'crypto-data-error',
    detail: '{ source: string; message: string }',
    description:
      'No se han podido cargar las cifras: el widget muestra las de ejemplo bajo "Sin conexión: mostrando datos de ejemplo" (o, si la moneda no es USD, lo dice en su hueco) y ofrece "Reintentar"; `message` da el motivo en español.',
  },
];
