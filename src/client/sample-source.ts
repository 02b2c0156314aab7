// The sample source of the widgets' bundle: each widget's code hands over the sample figures only it shows as its
// tag is defined (its module's `sample`), so a page loads only its own widgets' and the sample source still
// answers them at once. The one piece of page state the sample data needs.

import { createSampleSource, type OwnSample } from '../core/data-source.ts';

const provided: Partial<OwnSample> = {};

/** A widget's own sample figures, handed over as its tag is defined. */
export function provideSample(part: Partial<OwnSample>): void {
  Object.assign(provided, part);
}

/** The spec's sample data, answering what the page's widgets have handed over. */
export const sampleDataSource = createSampleSource(provided);
