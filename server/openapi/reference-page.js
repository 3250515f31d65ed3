// The API reference page (/portal/api/docs): Swagger UI over the three generated documents.
window.SwaggerUIBundle({
  dom_id: '#reference',
  urls: [
    { url: '/portal/api/openapi.json', name: 'Portal API' },
    { url: '/webcrmapi/api/openapi.json', name: 'CRM API' },
    { url: '/portalapiproduction/api/openapi.json', name: 'Production API' },
  ],
  'urls.primaryName': 'Portal API',
  deepLinking: true,
  presets: [window.SwaggerUIBundle.presets.apis, window.SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
