import fp from 'fastify-plugin';

/**
 * The console's own code and styles only; antd and the rich-text editor set
 * inline styles, pictures and videos in rich text may come from anywhere or be
 * pasted inline (data:), and nothing may frame the console (clickjacking).
 */
const CONSOLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
/** An uploaded file opened directly runs nothing, even if a browser took it for a page. */
const FILES_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";
/** API answers are data, never pages. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const policyFor = (url: string) => (url.startsWith('/cniotmgr') ? CONSOLE_POLICY : url.startsWith('/files/') ? FILES_POLICY : API_POLICY);

/** Every answer (console, files, API, errors): not framed, not sniffed into another type. */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('content-security-policy', policyFor(req.url));
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
});
