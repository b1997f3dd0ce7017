import { createElement, useEffect, useReducer, type ComponentType } from 'react';
import { PageLoading } from './page-loading.tsx';

/**
 * A screen whose code loads the first time it is drawn: a spinner until it has arrived, then the screen. Not
 * React.lazy: a Suspense boundary that has shown its fallback reveals what it waited for no sooner than 300 ms later,
 * far longer than the code takes once the browser has it (the login page fetches the shell while the user types). A
 * failed load is thrown to the error boundary, and tried again the next time the screen is drawn.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return function OnDemand(props: Props) {
    // A new object each time it settles, so arriving draws the screen.
    const [settled, settle] = useReducer((_: { failure?: unknown }, next: { failure?: unknown }) => next, {});
    useEffect(() => {
      if (!loaded)
        start().then(
          () => settle({}),
          (failure: unknown) => settle({ failure: failure ?? new Error('screen failed to load') }),
        );
    }, []);
    if (settled.failure) throw settled.failure;
    return loaded ? createElement(loaded, props) : createElement(PageLoading);
  };
}
