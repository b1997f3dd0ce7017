// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as headerSearch from '../../stories/header-search.stories.tsx';
import * as loginNameDialog from '../../stories/login-name-dialog.stories.tsx';
import * as navbar from '../../stories/navbar.stories.tsx';
import * as notificationBell from '../../stories/notification-bell.stories.tsx';
import * as passwordDialog from '../../stories/password-dialog.stories.tsx';
import * as printDocument from '../../stories/print-document.stories.tsx';
import * as settingsPanel from '../../stories/settings-panel.stories.tsx';
import * as sidebar from '../../stories/sidebar.stories.tsx';
import * as tagsView from '../../stories/tags-view.stories.tsx';
import * as userInfoDialog from '../../stories/user-info-dialog.stories.tsx';

/** The stories are the component tests' fixtures: each renders, and those with a play function pass it. */
const files = { headerSearch, loginNameDialog, navbar, notificationBell, passwordDialog, printDocument, settingsPanel, sidebar, tagsView, userInfoDialog };

afterEach(cleanup);

describe.each(Object.entries(files))('the %s stories', (_name, file) => {
  const stories = Object.entries(composeStories(file, preview)) as [string, { run: () => Promise<void> }][];
  it.each(stories)('%s renders controls and passes its play function', async (_story, Story) => {
    // run() mounts the story with the preview's decorators, then plays it.
    await Story.run();
    expect(document.body.querySelector('button, input, [role]')).not.toBeNull();
  });
});
