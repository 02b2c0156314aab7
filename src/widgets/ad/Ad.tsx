import { ArrowRight, GraduationCap, Landmark, Zap } from 'lucide-react';
import { useState } from 'react';
import { AD_VARIANTS, type AdSize, type AdVariant } from '../../core/catalog.ts';
import type { CryptoActionDetail } from '../events.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import styles from './styles.css?inline';

// The sample figures only this widget shows travel with its code (core/data-source.ts, provideSample).
export { adsSample as sample } from '../../core/sample/ads.ts';
export { default as spec } from './spec.ts';

export { styles };

const ICONS: Record<AdVariant, typeof Zap> = { course: GraduationCap, tools: Zap, exchange: Landmark };

const randomVariant = (): AdVariant => AD_VARIANTS[Math.floor(Math.random() * AD_VARIANTS.length)] ?? 'course';

interface AdProps {
  size: AdSize;
  /** Pins one ad; without it one of the three is picked at random. */
  variant: AdVariant | undefined;
  /** The call-to-action was pressed. */
  onAction: (detail: CryptoActionDetail) => void;
}

export default function Ad({ size: layout, variant, onAction }: AdProps) {
  // Without a pinned variant the banner picks one of the three at random, once per element.
  const [randomPick] = useState(randomVariant);
  const shown = variant ?? randomPick;
  const state = useData((source) => ({ ads: source.ads() }), []);
  const Icon = ICONS[shown];
  return (
    <Loadable state={state} height={110} sampleNote={false}>
      {({ ads }) => {
        const ad = ads[shown];
        // The other two ads, invisible in the same cells (see styles.css): every ad takes the box of the longest,
        // so the height a page reserves fits whichever is picked and nothing below it moves.
        const others = AD_VARIANTS.filter((v) => v !== shown).map((v) => ads[v]);
        return (
          // A named group, not a landmark: an ad is not what a reader navigates by (and no fieldset: no form).
          // biome-ignore lint/a11y/useSemanticElements: see above.
          <div
            className={`cw-ad cw-ad-${layout} cw-ad-${shown}`}
            part="card"
            role="group"
            aria-label={`Anuncio: ${ad.title}`}
          >
            <span className="cw-ad-label">Anuncio</span>
            <span className="cw-ad-icon" aria-hidden="true">
              <Icon size={layout === 'horizontal' ? 22 : 28} />
            </span>
            <div className="cw-ad-text">
              <div>
                <p className="cw-ad-title">{ad.title}</p>
                <p className="cw-ad-description">{ad.description}</p>
              </div>
              {others.map((other) => (
                <div key={other.variant} className="cw-ad-sizer" aria-hidden="true" inert>
                  <p className="cw-ad-title">{other.title}</p>
                  <p className="cw-ad-description">{other.description}</p>
                </div>
              ))}
            </div>
            <button
              type="button"
              className="cw-ad-cta"
              part="cta"
              onClick={() => onAction({ action: 'ad-cta', variant: shown })}
            >
              <span className="cw-ad-cta-label" data-a={others[0]?.cta} data-b={others[1]?.cta}>
                <span>{ad.cta}</span>
              </span>
              <ArrowRight size={16} aria-hidden="true" />
            </button>
          </div>
        );
      }}
    </Loadable>
  );
}
