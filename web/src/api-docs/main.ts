// The API's documentation at /api/docs (docs/decisions.md, "API documentation at /api/docs"): Swagger UI, bundled
// (no CDN), reading the document the server serves. A build of its own (`vite build --mode docs`): nothing here
// reaches the site's or the back office's chunks.
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';

SwaggerUI({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  // Reading, not trying: requests from the page would act on the live server with whatever token is pasted.
  supportedSubmitMethods: [],
});
