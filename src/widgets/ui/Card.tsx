import { type ReactNode, useId } from 'react';

interface CardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Controls shown at the right of the header. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of a widget: a labelled region with a title, an optional icon, subtitle and actions. */
export function Card({ title, subtitle, icon, actions, className, children }: CardProps) {
  const titleId = useId();
  return (
    <section className={className ? `cw-card ${className}` : 'cw-card'} part="card" aria-labelledby={titleId}>
      <header className="cw-card-header">
        <div className="cw-card-heading">
          {icon && (
            <span className="cw-card-icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <div>
            <h2 className="cw-title" id={titleId} part="title">
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
