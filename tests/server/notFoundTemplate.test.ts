// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillTemplate, PLACEHOLDER, templateFor } from '../../server/notFoundTemplate';
import { createRenderQueue } from '../../server/renderQueue';

/**
 * A small route table and shell like the site's: a catch-all, job pages under /careers, and a
 * shell that links to /careers, /company and /company/board.
 */
const hrefs = ['/careers', '/company', '/company/board'];
const routes = {
  patternOf: (pathname: string) => (/^\/careers\/[^/]+$/i.test(pathname) ? '/careers/$slug' : '/$'),
  shellMarksOf: (pathname: string) =>
    hrefs
      .flatMap((href) =>
        pathname === href ? [`=${href}`] : pathname.startsWith(`${href}/`) ? [`>${href}`] : [],
      )
      .join(' '),
};

describe('templateFor', () => {
  it('puts a path of plain characters in the template of its deepest section', () => {
    expect(templateFor('/wp-admin/setup-config.php', routes)).toEqual({
      templatePath: `/${PLACEHOLDER}`,
      rest: 'wp-admin/setup-config.php',
    });
    // The shell marks Company as the section of both.
    expect(templateFor('/company/history/1998', routes)).toEqual({
      templatePath: `/company/${PLACEHOLDER}`,
      rest: 'history/1998',
    });
    expect(templateFor('/.env', routes)).toEqual({ templatePath: `/${PLACEHOLDER}`, rest: '.env' });
  });

  it('leaves out what the template cannot stand for', () => {
    // A page the shell links to: its link is marked current.
    expect(templateFor('/company/board', routes)).toBeNull();
    // Escaped characters are written differently in each place the path appears.
    expect(templateFor('/caf%C3%A9', routes)).toBeNull();
    expect(templateFor("/it's", routes)).toBeNull();
    expect(templateFor('/a//b', routes)).toBeNull();
    expect(templateFor('/a/', routes)).toBeNull();
    // The router matches letter case loosely, the shell does not: another route pattern.
    expect(templateFor('/Careers/nope', routes)).toBeNull();
    // A job's address: its route reads the slug (it may redirect), so it is rendered for itself.
    expect(templateFor('/careers/nope', routes)).toBeNull();
    // Two segments under /careers are the catch-all's, but its section's template would be a
    // job's address: rendered for itself.
    expect(templateFor('/careers/a/b', routes)).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('writes the path in each place in that place’s form', () => {
    const template = `<a href="/contact?from=%2F${PLACEHOLDER}">Contact</a><script>i:"#$#${PLACEHOLDER}"</script><link href="/${PLACEHOLDER}"/>`;
    expect(fillTemplate(template, 'wp-admin/x.php')).toBe(
      '<a href="/contact?from=%2Fwp-admin%2Fx.php">Contact</a><script>i:"#$#wp-admin#x.php"</script><link href="/wp-admin/x.php"/>',
    );
  });

  it('refuses a template whose placeholder stands anywhere else', () => {
    expect(fillTemplate(`<title>${PLACEHOLDER}</title>`, 'x')).toBeNull();
    expect(fillTemplate('<p>nothing to fill</p>', 'x')).toBe('<p>nothing to fill</p>');
  });
});

describe('createRenderQueue', () => {
  it('runs one task at a time, queues a few and turns the rest away at once', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const gates: Array<() => void> = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(name);
        gates.push(() => resolve(name));
      });
    const runs = ['a', 'b', 'c', 'd'].map((name) => queue.run(task(name)));
    expect(await runs[3]).toBeUndefined();
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(2);
    expect(order).toEqual(['a']);
    gates.shift()?.();
    expect(await runs[0]).toBe('a');
    await Promise.resolve();
    expect(order).toEqual(['a', 'b']);
    gates.shift()?.();
    expect(await runs[1]).toBe('b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    gates.shift()?.();
    expect(await runs[2]).toBe('c');
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('frees its slot when a task fails', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broke')))).rejects.toThrow('broke');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
