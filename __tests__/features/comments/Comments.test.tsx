/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { Comments } from '../../../src/features/comments/Comments';
import type { CreateCommentResult } from '../../../src/features/comments/create-comment-result';
import type { PostedComment } from '../../../src/features/comments/posted-comment';
import type { CommentInput } from '../../../src/features/comments/send-comment';
import { stringsWrapper } from '../../support/i18n';

const gid = (n: number) => Buffer.from(`comment:${n}`).toString('base64');
const comment = (n: number, name: string, parent: number, date: string, html: string, byStaff = false): PostedComment => ({
  id: gid(n),
  databaseId: n,
  parentId: parent ? gid(parent) : null,
  parentDatabaseId: parent,
  date,
  dateGmt: null,
  content: html,
  author: { name, url: '' },
  byStaff,
});

const thread = [
  comment(301, 'Sophie', 0, '2026-05-13 18:42:00', '<p>Unforgettable view.</p>'),
  comment(302, 'Claire', 301, '2026-05-14 09:15:00', '<p>Thank you, Sophie!</p>', true),
  comment(304, 'James', 0, '2026-05-20 11:27:00', '<p>Open to visitors?</p>'),
];

type Send = (input: CommentInput) => Promise<CreateCommentResult<PostedComment>>;

function renderComments(props: Partial<React.ComponentProps<typeof Comments>> = {}, language = 'en') {
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
  const view = render(
    <Comments
      pageId={20}
      pageUrl="https://hotel.example/new-rooftop-terrace/"
      commentStatus="open"
      comments={thread}
      locale={language === 'de' ? 'de_DE' : 'en_US'}
      send={send}
      {...props}
    />,
    {
      wrapper: stringsWrapper(language),
    },
  );
  return { ...view, send };
}

const article = (name: string) => screen.getByRole('article', { name: `Comment by ${name}` });
const item = (name: string) => article(name).closest('li') as HTMLElement;
const field = (name: string) => screen.getByRole('textbox', { name });
const form = () => document.getElementById('commentform') as HTMLFormElement;

async function fillAndSend(text = 'Is it open in winter?') {
  fireEvent.input(field('Comment'), { target: { value: text } });
  fireEvent.input(field('Name'), { target: { value: 'Ann' } });
  fireEvent.input(field('Email'), { target: { value: 'ann@example.org' } });
  await act(async () => {
    fireEvent.submit(form());
  });
}

test('comments are threaded, with author, local date, content and a staff mark', () => {
  renderComments();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 comments');
  expect(within(item('Sophie')).getByRole('article', { name: 'Comment by Claire' })).toBeInTheDocument();
  expect(within(item('James')).queryByRole('article', { name: 'Comment by Claire' })).toBeNull();
  expect(within(article('Sophie')).getByText('May 13, 2026 at 6:42 PM')).toHaveAttribute('datetime', '2026-05-13T18:42:00');
  expect(within(article('Claire')).getByText('Hotel team')).toBeInTheDocument();
  expect(within(article('Sophie')).queryByText('Hotel team')).toBeNull();
  expect(article('Sophie')).toContainHTML('<p>Unforgettable view.</p>');
});

test('German pages get German strings and dates', () => {
  const { unmount } = renderComments({}, 'de');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 Kommentare');
  expect(screen.getByText('13. Mai 2026 um 18:42')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Antwort an Sophie' })).toHaveTextContent('Antworten');
  unmount();
});

test('reply links carry the comment id and the reply title', () => {
  renderComments();
  const link = screen.getByRole('link', { name: 'Reply to Sophie' });
  expect(link).toHaveAttribute('data-commentid', '301');
  expect(link).toHaveAttribute('data-replyto', 'Reply to Sophie');
  expect(link).toHaveAttribute('href', '#respond');
});

test('a reply link moves the form under its comment with focus in it; cancel puts it back', () => {
  renderComments();
  const parentField = () => form().querySelector('input[name="comment_parent"]');
  expect(parentField()).toHaveValue('0');
  expect(screen.queryByRole('button', { name: 'Cancel reply' })).toBeNull();

  fireEvent.input(field('Comment'), { target: { value: 'kept while moving' } });
  fireEvent.click(screen.getByRole('link', { name: 'Reply to James' }));
  expect(item('James')).toContainElement(form());
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Reply to James');
  expect(parentField()).toHaveValue('304');
  expect(field('Comment')).toHaveFocus();
  expect(field('Comment')).toHaveValue('kept while moving');

  fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
  expect(item('James')).not.toContainElement(form());
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Leave a comment');
  expect(parentField()).toHaveValue('0');
  expect(screen.getByRole('link', { name: 'Reply to James' })).toHaveFocus();
});

test('a reply is sent with the page, its parent and what the visitor typed', async () => {
  const { send } = renderComments();
  send.mockResolvedValue({ kind: 'held' });
  fireEvent.click(screen.getByRole('link', { name: 'Reply to Claire' }));
  fireEvent.input(field('Website'), { target: { value: ' https://ann.example ' } });
  await fillAndSend();
  expect(send).toHaveBeenCalledWith({
    commentOn: 20,
    parent: gid(302),
    author: 'Ann',
    authorEmail: 'ann@example.org',
    authorUrl: 'https://ann.example',
    content: 'Is it open in winter?',
  });
});

test('an approved reply appears under its parent at once, and the form goes back', async () => {
  const { send } = renderComments();
  send.mockResolvedValue({ kind: 'approved', comment: comment(1001, 'Ann', 304, '2026-06-01 10:00:00', '<p>Is it open in winter?</p>') });
  fireEvent.click(screen.getByRole('link', { name: 'Reply to James' }));
  await fillAndSend();
  expect(within(item('James')).getByRole('article', { name: 'Comment by Ann' })).toHaveFocus();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('4 comments');
  expect(screen.getByRole('status')).toHaveTextContent('Your comment is published.');
  expect(item('James')).not.toContainElement(form());
  expect(field('Comment')).toHaveValue('');
  expect(field('Name')).toHaveValue('Ann');
});

test('a held reply shows, under its parent, as text, awaiting moderation', async () => {
  const { send } = renderComments();
  send.mockResolvedValue({ kind: 'held' });
  fireEvent.click(screen.getByRole('link', { name: 'Reply to Sophie' }));
  await fillAndSend('<b>not HTML</b>\n\nsecond paragraph');
  const pending = within(item('Sophie')).getByRole('article', { name: 'Comment by Ann' });
  expect(pending).toHaveFocus();
  expect(pending).toHaveTextContent('<b>not HTML</b>');
  expect(within(pending).getByText('second paragraph').tagName).toBe('P');
  expect(within(pending).queryByText('not HTML')).toBeNull();
  expect(pending).toHaveTextContent('Your comment is awaiting moderation.');
  expect(within(pending).queryByRole('link', { name: /Reply/ })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('awaiting moderation');
  // Not published yet, so not counted.
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 comments');
});

test('a refusal is explained in the form and keeps everything typed', async () => {
  const { send } = renderComments();
  send.mockResolvedValue({ kind: 'error', error: 'duplicate', message: 'Duplicate comment detected', text: 'Duplicate comment detected' });
  fireEvent.click(screen.getByRole('link', { name: 'Reply to James' }));
  await fillAndSend('Same again');
  expect(screen.getByRole('alert')).toHaveTextContent('You have already sent this comment.');
  expect(screen.getByRole('alert')).toHaveTextContent('What you wrote is still in the form.');
  expect(field('Comment')).toHaveValue('Same again');
  expect(item('James')).toContainElement(form());
  expect(form().querySelector('input[name="comment_parent"]')).toHaveValue('304');
});

test('pages closed to comments show their comments and no form', () => {
  renderComments({ commentStatus: 'closed' });
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(document.getElementById('commentform')).toBeNull();
  expect(screen.queryByRole('link', { name: /Reply/ })).toBeNull();
  expect(screen.getByText('Comments are closed.')).toBeInTheDocument();
});

test('a closed page without comments shows nothing; an open one shows the form', () => {
  const closed = renderComments({ commentStatus: 'closed', comments: [] });
  expect(closed.container).toBeEmptyDOMElement();
  closed.unmount();
  renderComments({ comments: [] });
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comments');
  expect(form()).toBeInTheDocument();
});

test('replies stop at the thread depth: the deepest comments have no reply link', () => {
  renderComments({ maxDepth: 2 });
  expect(screen.getByRole('link', { name: 'Reply to Sophie' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Reply to Claire' })).toBeNull();
});
