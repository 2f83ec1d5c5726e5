// A map that throws while it is set up (no WebGL, say) takes only itself down, not the form.
import * as React from 'react';

type Props = { onFail: (error: unknown) => void; children: React.ReactNode };

export class MapBoundary extends React.Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onFail(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
