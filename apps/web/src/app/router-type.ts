import type { createBrowserRouter } from 'react-router';

/** The data router the app runs on: the browser's, or a memory one when drawn at build time. */
export type Router = ReturnType<typeof createBrowserRouter>;
