// lib/site/react-dom-client-in-slices.js is react-dom/client with the same API.
export * from 'react-dom/client';
