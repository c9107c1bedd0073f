// swagger-ui-dist ships no types; the one call the documentation page makes.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    supportedSubmitMethods?: string[];
  }
  export default function SwaggerUI(options: SwaggerUIOptions): unknown;
}
