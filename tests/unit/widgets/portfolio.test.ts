import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO } from '../../../src/core/sample-data.ts';
import { inShadow, mount, plain, visibleText, within } from '../helpers.ts';

const sectionText = (root: ShadowRoot, part: string) =>
  plain(visibleText(root.querySelector(`[part="${part}"]`) as Element));

describe('<crypto-portfolio>', () => {
  it('shows the summary cards: total value 127.450,32 $, 24 h change +2,34 %, AI score 78/100', async () => {
    const { root } = await mount('crypto-portfolio');
    const summary = sectionText(root, 'summary');
    expect(summary).toContain('Valor total127.450,32 $');
    expect(summary).toContain('Cambio 24 h+2,34 %');
    expect(summary).toContain('Puntuación IA78/100');
  });

  it('shows the allocation 45/30/15/10 with its list and a pie chart', async () => {
    const { root } = await mount('crypto-portfolio');
    const items = [...root.querySelectorAll('.cw-allocation-list li')].map((li) => plain(visibleText(li)));
    expect(items).toEqual(['BTC57.352,64 $45 %', 'ETH38.235,10 $30 %', 'SOL19.117,55 $15 %', 'ADA12.745,03 $10 %']);
    expect(root.querySelectorAll('.recharts-pie-sector').length).toBe(4);
  });

  it('lists the four positions with amount, prices, pnl and sentiment, each with an edit button', async () => {
    const { root } = await mount('crypto-portfolio');
    const rows = [...root.querySelectorAll('.cw-position')].map((li) => plain(visibleText(li)));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('1,2 BTC');
    expect(rows[1]).toContain('18,5 ETH');
    expect(rows[2]).toContain('450 SOL');
    expect(rows[3]).toContain('12.000 ADA');
    // pnl = (currentPrice − avgPrice) × amount, and each position's sentiment with its band.
    const golden = [
      ['+7.852,64 $', '72 · Alcista'],
      ['-3.944,90 $', '75 · Alcista'],
      ['+1.612,55 $', '81 · Alcista'],
      ['+2.545,03 $', '58 · Neutral'],
    ];
    golden.forEach(([pnl, sentiment], i) => {
      expect(rows[i]).toContain(pnl);
      expect(rows[i]).toContain(sentiment);
    });
    expect(within(inShadow(root)).getAllByRole('button', { name: /^Editar posición de / })).toHaveLength(4);
  });

  it('shows the risk analysis: four scores with their status word and colour, and the overall 60/100 verdict', async () => {
    const { root } = await mount('crypto-portfolio');
    expect(sectionText(root, 'risk')).toContain('60/100Riesgo moderado - Considerar rebalanceo');
    const items = [...root.querySelectorAll('.cw-risk-item')].map((li) => [
      plain(visibleText(li.querySelector('.cw-risk-item-head') as Element)),
      li.classList.contains('cw-band-positive') ? 'green' : li.classList.contains('cw-band-neutral') ? 'yellow' : 'red',
    ]);
    // Scores 72/45/85/38 (spec §3): 70 or more is good, 40–69 a warning, below 40 a danger.
    expect(items).toEqual([
      ['DiversificaciónBien72/100', 'green'],
      ['VolatilidadAtención45/100', 'yellow'],
      ['LiquidezBien85/100', 'green'],
      ['CorrelaciónRiesgo38/100', 'red'],
    ]);
  });

  it('shows the four recommendations with their type, confidence and impact', async () => {
    const { root } = await mount('crypto-portfolio');
    const recs = [...root.querySelectorAll('.cw-recommendation')].map((li) => [
      li.querySelector('.cw-recommendation-title')?.textContent,
      plain(li.querySelector('.cw-recommendation-meta')?.textContent ?? ''),
      li.querySelector('.cw-badge')?.textContent,
    ]);
    expect(recs).toEqual(
      PORTFOLIO.recommendations.map((r, i) => [
        r.title,
        `${['Rebalancear', 'Comprar', 'Vender', 'Advertencia'][i]} · Confianza ${[85, 78, 71, 88][i]} %`,
        `Impacto ${['alto', 'medio', 'bajo', 'alto'][i]}`,
      ]),
    );
  });

  it.each([
    ['Nueva Posición', { action: 'new-position' }],
    ['Editar posición de Ethereum', { action: 'edit-position', symbol: 'ETH' }],
    ['Aplicar Recomendaciones', { action: 'apply-recommendations' }],
    ['Personalizar', { action: 'customize-recommendations' }],
  ])('"%s" changes nothing inside and dispatches crypto-action', async (name, detail) => {
    const { el, root } = await mount('crypto-portfolio');
    const details: unknown[] = [];
    el.addEventListener('crypto-action', (e) => details.push((e as CustomEvent).detail));
    const before = root.innerHTML;
    await userEvent.setup().click(within(inShadow(root)).getByRole('button', { name }));
    expect(details).toEqual([detail]);
    expect(root.innerHTML).toBe(before);
  });
});
