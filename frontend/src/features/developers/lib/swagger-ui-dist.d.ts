// The part of Swagger UI's prebuilt bundle this app calls; the package ships no types.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    filter?: boolean;
    supportedSubmitMethods?: readonly string[];
    validatorUrl?: string | null;
    onComplete?: () => void;
  }
  export default function SwaggerUI(options: SwaggerUIOptions): unknown;
}
