/**
 * The router pieces only tests use (a memory router, declarative routes), from the same
 * react-router the kit's door (`@qa/shared/kernel/routing/router`) re-exports: leaving them out of
 * that door keeps them out of every visitor's first load.
 */
export { MemoryRouter, Navigate, Route, Routes } from 'react-router';
