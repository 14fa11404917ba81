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

/** A year; browsers keep to HTTPS for that long after one answer over it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Every answer (console, files, API, errors): not framed, not sniffed into
 * another type, and no address of the console (a station's or user's id in
 * the path) handed to another site as the referrer. HSTS only when the
 * request came over TLS (`req.protocol` reads x-forwarded-proto from a
 * trusted proxy): sent over plain HTTP it would be ignored, or on a test
 * machine pin a name to HTTPS that never had it.
 */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('content-security-policy', policyFor(req.url));
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
});
