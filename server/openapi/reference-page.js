// The API reference page (/portal/api/docs): Swagger UI over the three generated documents.
// "Authorize" signs in at the built-in OpenID provider (authorization code + PKCE, no secret);
// the client id, scopes and callback page come from the page (server/openapi/serve.ts).
const settings = document.getElementById('reference').dataset;
const ui = window.SwaggerUIBundle({
  dom_id: '#reference',
  urls: [
    { url: '/portal/api/openapi.json', name: 'Portal API' },
    { url: '/webcrmapi/api/openapi.json', name: 'CRM API' },
    { url: '/portalapiproduction/api/openapi.json', name: 'Production API' },
  ],
  'urls.primaryName': 'Portal API',
  deepLinking: true,
  // Over 200 operations: a filter by tag (e.g. `Favorites`) above the list.
  filter: true,
  presets: [window.SwaggerUIBundle.presets.apis, window.SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  oauth2RedirectUrl: `${location.origin}${settings.redirectPath}`,
});
ui.initOAuth({
  clientId: settings.clientId,
  usePkceWithAuthorizationCodeGrant: true,
  scopes: settings.scopes,
});
