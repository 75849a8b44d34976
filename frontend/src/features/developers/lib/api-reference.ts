// Draws the OpenAPI document with Swagger UI (swagger-ui-dist, Apache-2.0): its prebuilt bundle and
// stylesheet come only with this module, which /admin/developers loads once it is on screen, so no
// other page carries them (decision 271).
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './api-reference.css';

/** Renders the document at `url` into `domNode`, which React must leave empty. */
export function renderApiReference(domNode: HTMLElement, url: string, onComplete: () => void): void {
  SwaggerUI({
    domNode,
    url,
    // The address bar stays the app's: no #/tag/operation fragments.
    deepLinking: false,
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    filter: true,
    // Reads can be tried with the staff member's own session; writes are described, never sent from here.
    supportedSubmitMethods: ['get'],
    validatorUrl: null,
    onComplete,
  });
}
