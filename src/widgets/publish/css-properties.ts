// The public theming hooks (CSS custom properties) every widget reads; set them on the element or any
// ancestor. Documented here for the manifest and README; a test checks base.css uses exactly these, plus the
// reserved height the loader and the pending state read.

export interface CssPropertySpec {
  name: `--crypto-${string}`;
  description: string;
  /** Light and dark defaults. */
  default: string;
}

export const CSS_PROPERTIES: readonly CssPropertySpec[] = [
  { name: '--crypto-font-family', description: 'Tipografía.', default: 'system-ui, sans-serif' },
  { name: '--crypto-radius', description: 'Radio de las esquinas de las tarjetas.', default: '14px' },
  { name: '--crypto-bg', description: 'Fondo de las tarjetas.', default: '#ffffff / #111827' },
  { name: '--crypto-surface', description: 'Fondo de las zonas internas.', default: '#f6f7fb / #1b2434' },
  { name: '--crypto-border', description: 'Color de los bordes.', default: '#e3e7ef / #2c3850' },
  { name: '--crypto-text', description: 'Color del texto.', default: '#0f172a / #f1f5f9' },
  { name: '--crypto-muted', description: 'Color del texto secundario.', default: '#526077 / #a6b3c7' },
  { name: '--crypto-accent', description: 'Color de acento (botones, gráficos).', default: '#4f46e5 / #a5b4fc' },
  { name: '--crypto-on-accent', description: 'Texto sobre el color de acento.', default: '#ffffff / #111827' },
  { name: '--crypto-positive', description: 'Verde: sentimiento de 70 o más, subidas.', default: '#166534 / #4ade80' },
  { name: '--crypto-neutral', description: 'Amarillo: sentimiento de 50 a 69.', default: '#854d0e / #facc15' },
  {
    name: '--crypto-negative',
    description: 'Rojo: sentimiento por debajo de 50, bajadas.',
    default: '#a61b1b / #fca5a5',
  },
  { name: '--crypto-focus', description: 'Color del anillo de foco.', default: '#4f46e5 / #c7d2fe' },
  {
    name: '--crypto-reserved-height',
    description:
      'Alto reservado mientras el widget carga. El script de entrada lo calcula según el ancho del elemento; si la página lo fija, se respeta.',
    default: 'según el widget y su ancho',
  },
];
