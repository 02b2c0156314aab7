import { html, type TemplateResult } from 'lit-html';

/** The common frame of a page: its h1 (focused on navigation), a lead line and the content. */
export function page(title: string, lead: string, content: TemplateResult, className = ''): TemplateResult {
  return html`
    <div class="page ${className}">
      <header class="page-header">
        <h1 tabindex="-1">${title}</h1>
        <p class="page-lead">${lead}</p>
      </header>
      ${content}
    </div>
  `;
}
