// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillTemplate, PLACEHOLDER, templateFor } from '../../server/notFoundTemplate';
import { createRenderQueue } from '../../server/renderQueue';

describe('templateFor', () => {
  it('puts a path of plain characters in its pattern’s template', () => {
    expect(templateFor('/$', '/wp-admin/setup-config.php')).toEqual({
      templatePath: `/${PLACEHOLDER}`,
      rest: 'wp-admin/setup-config.php',
    });
    expect(templateFor('/careers/$slug', '/careers/nope')).toEqual({
      templatePath: `/careers/${PLACEHOLDER}`,
      rest: 'nope',
    });
    expect(templateFor('/$', '/.env')).toEqual({ templatePath: `/${PLACEHOLDER}`, rest: '.env' });
  });

  it('leaves out what the template cannot stand for', () => {
    // Escaped characters are written differently in each place the path appears.
    expect(templateFor('/$', '/caf%C3%A9')).toBeNull();
    expect(templateFor('/$', "/it's")).toBeNull();
    expect(templateFor('/$', '/a//b')).toBeNull();
    expect(templateFor('/$', '/a/')).toBeNull();
    // The router matches letter case loosely but writes its own pattern's letters.
    expect(templateFor('/careers/$slug', '/Careers/nope')).toBeNull();
    // A parameter is one segment; one that is not last is not a template's placeholder.
    expect(templateFor('/careers/$slug', '/careers/a/b')).toBeNull();
    expect(templateFor('/press/$slug/media', '/press/a/media')).toBeNull();
    expect(templateFor('/company', '/company')).toBeNull();
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
