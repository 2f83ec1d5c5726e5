// The demo backend's origin as the browser reaches it. gatsby-config.ts sets the variable from
// DEMO_PORT, so a build against a demo backend on another port talks to that one.
export const demoBackendUrl = (process.env.GATSBY_DEMO_BACKEND_URL || 'http://127.0.0.1:8790').replace(/\/$/, '');
