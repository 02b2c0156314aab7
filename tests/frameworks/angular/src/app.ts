// An Angular 21 component using the widgets, as the README shows it: CUSTOM_ELEMENTS_SCHEMA, property bindings
// and typed (crypto-…) events. Compiled by ngc with strictTemplates.

import { type AfterViewInit, Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { AnalyticsCoin } from 'crypto-widgets';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Una app de Angular</h1>
    <crypto-price-chart [coin]="coin()" [seed]="21" theme="dark" loading="eager"></crypto-price-chart>
    <crypto-analytics [coin]="coin()" loading="eager" (crypto-analytics-change)="coin.set($event.detail.coin)"></crypto-analytics>
    <p id="coin">Moneda elegida: {{ coin() }}</p>
  `,
})
export class App implements AfterViewInit {
  // Any coin's ticker (a site's server may follow it), the sample's four offered by the editor.
  readonly coin = signal<AnalyticsCoin | (string & {})>('SOL');

  ngAfterViewInit(): void {
    // What the suite checks: Angular set the properties before the widgets' code had arrived.
    (window as unknown as { definedAtFirstRender: boolean }).definedAtFirstRender =
      customElements.get('crypto-price-chart') !== undefined;
  }
}
