import type { ReactNode } from 'react';

interface CardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Controls shown at the right of the header. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a widget: a titled section with an optional icon, subtitle and actions. Not a landmark: readers
 * find it by its heading, and a page with several widgets (or the same one twice) keeps landmarks for what the
 * page itself is made of.
 */
export function Card({ title, subtitle, icon, actions, className, children }: CardProps) {
  return (
    <section className={className ? `cw-card ${className}` : 'cw-card'} part="card">
      <header className="cw-card-header">
        <div className="cw-card-heading">
          {icon && (
            <span className="cw-card-icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <div>
            <h2 className="cw-title" part="title">
              {title}
            </h2>
            {subtitle && <p className="cw-subtitle">{subtitle}</p>}
          </div>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
