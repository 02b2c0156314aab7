import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withReference } from '../../src/widgets/docs.ts';

describe('README', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('opens with the two commands that set everything up', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('has the reference generated from the registry (run `npm run docs` after changing the registry)', () => {
    expect(readme).toBe(withReference(readme));
    expect(readme).toContain('### `<crypto-analytics>` · Análisis Avanzado');
    expect(readme).toContain('| `timeframe` | texto | "7D" | `1D`, `7D`, `30D`, `90D` |');
  });
});
