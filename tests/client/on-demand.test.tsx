// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { onDemand } from '../../src/client/app/on-demand.ts';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { failure: string | null }> {
  state = { failure: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { failure: error.message };
  }
  render() {
    return this.state.failure ? <p>failed: {this.state.failure}</p> : this.props.children;
  }
}

/** A load the test settles by hand. */
function deferredLoad() {
  const calls: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<typeof Greeting>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('a screen loaded on demand (app/on-demand.ts)', () => {
  it('shows a spinner until its code arrives, then the screen with its props; once loaded it draws at once', async () => {
    const { load, calls } = deferredLoad();
    const Screen = onDemand(load);
    const first = render(<Screen name="staff01" />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve(Greeting));
    expect(screen.getByText('hello staff01')).toBeTruthy();
    first.unmount();
    render(<Screen name="leader01" />);
    // No spinner and no second load: the code is there.
    expect(screen.getByText('hello leader01')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('throws a failed load to the error boundary, and loads again the next time it is drawn', async () => {
    const { load, calls } = deferredLoad();
    const Screen = onDemand(load);
    const failed = render(
      <Boundary>
        <Screen name="staff01" />
      </Boundary>,
    );
    await act(async () => calls[0].reject(new Error('chunk missing')));
    expect(screen.getByText('failed: chunk missing')).toBeTruthy();
    failed.unmount();
    render(<Screen name="staff01" />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(Greeting));
    expect(screen.getByText('hello staff01')).toBeTruthy();
  });
});
