<?php
/**
 * The private test WordPress's seeder, run by scripts/wordpress/setup.mjs and post.mjs with
 * php-cli. It goes through WordPress's own PHP API (wp-load.php of the private document root
 * named by the environment variable WP_DOCROOT), never through SQL of its own:
 *
 *   php seed.php install <admin-password>                   wp_install(), pretty permalinks, UTC
 *   php seed.php seed <sample.json> <media-dir> <hash>      authors, terms, the 20 posts, images
 *   php seed.php publish <post.json> <media-dir>            insert or update one post (by slug)
 *   php seed.php draft <post.json> <media-dir>              the same, as a draft (not on the site)
 *   php seed.php unpublish <slug>                           make a post a draft again
 *   php seed.php delete <slug> [--missing-ok]               force-delete a post and its image
 *   php seed.php preview <slug> [ttl-seconds]               a signed preview URL of the site
 *
 * The site's must-use plugin (wordpress/response-site-sync.php) sends one webhook at the end of
 * publish, draft, unpublish and delete, as it does for an editor's change in the admin; install
 * and seed define RESPONSE_WEBHOOK_SUSPEND, so a seed sends nothing. preview prints the URL of
 * response_site_sync_preview_url() (a negative ttl makes an expired link).
 *
 * Post bodies, titles and excerpts go in exactly as given, hostile markup included: kses is
 * switched off (kses_remove_filters) because the site sanitises WordPress's answers itself and
 * its tests need the markup to reach it. Exits 1 with a message on stderr on any failure.
 */

error_reporting(E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED & ~E_NOTICE);
ini_set('display_errors', 'stderr');

function response_fail(string $message): void
{
    fwrite(STDERR, "seed.php: $message\n");
    exit(1);
}

function response_check($value, string $what)
{
    if (is_wp_error($value)) {
        response_fail("$what: " . $value->get_error_message());
    }
    if ($value === false || $value === 0 || $value === null) {
        response_fail("$what failed");
    }
    return $value;
}

$command = $argv[1] ?? '';
$docroot = getenv('WP_DOCROOT');
if (!$docroot || !is_file("$docroot/wp-load.php")) {
    response_fail('WP_DOCROOT must name the private WordPress document root');
}
$commands = ['install', 'seed', 'publish', 'draft', 'unpublish', 'delete', 'preview'];
if (!in_array($command, $commands, true)) {
    response_fail("unknown command '$command' (" . implode(', ', $commands) . ')');
}

// WordPress reads the request's host in a few places; under php-cli there is none.
$_SERVER['HTTP_HOST'] = parse_url((string) getenv('WP_HOME'), PHP_URL_HOST) ?: '127.0.0.1';
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';

if ($command === 'install') {
    define('WP_INSTALLING', true);
}
// A seed is not an editor's change: the site is not told about its posts and terms one by one.
if ($command === 'install' || $command === 'seed') {
    define('RESPONSE_WEBHOOK_SUSPEND', true);
}
require "$docroot/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

// Bodies, titles and excerpts are stored exactly as given (script, iframe, form, style, onerror).
kses_remove_filters();

// A post asked for as 'publish' stays published even when its date is ahead of the clock
// (WordPress would otherwise schedule it as 'future').
add_filter('wp_insert_post_data', function ($data, $postarr) {
    if (($data['post_type'] ?? '') === 'post' && ($postarr['post_status'] ?? '') === 'publish') {
        $data['post_status'] = 'publish';
    }
    return $data;
}, 10, 2);

/** The one post with this slug (any status but trash), or a failure. */
function response_post_by_slug(string $slug): WP_Post
{
    if (!preg_match('/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $slug)) {
        response_fail("'$slug' is not a slug");
    }
    $posts = array_values(array_filter(response_posts_by_slug($slug), fn ($post) => $post->post_status !== 'trash'));
    if (!$posts) {
        response_fail("no post with slug '$slug'");
    }
    if (count($posts) > 1) {
        response_fail("more than one post with slug '$slug' (" . implode(', ', wp_list_pluck($posts, 'ID')) . ')');
    }
    return $posts[0];
}

/** 'YYYY-MM-DDTHH:MM:SS' (site time) as WordPress stores it. */
function response_date(?string $date): string
{
    if ($date === null || $date === '') {
        return current_time('mysql');
    }
    if (!preg_match('/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2})?)/', $date, $m)) {
        response_fail("unreadable date '$date' (expected YYYY-MM-DDTHH:MM:SS)");
    }
    return $m[1] . ' ' . (strlen($m[2]) === 5 ? $m[2] . ':00' : $m[2]);
}

function response_read_json(string $path): array
{
    $text = @file_get_contents($path);
    if ($text === false) {
        response_fail("cannot read $path");
    }
    $data = json_decode($text, true);
    if (!is_array($data)) {
        response_fail("$path is not a JSON object: " . json_last_error_msg());
    }
    return $data;
}

/** A term's id by slug; a missing one is created (name from the slug) when $create. */
function response_term_id(string $slug, string $taxonomy, bool $create): int
{
    $term = get_term_by('slug', $slug, $taxonomy);
    if ($term) {
        return (int) $term->term_id;
    }
    if (!$create) {
        response_fail("no $taxonomy with slug '$slug'");
    }
    $name = ucwords(str_replace('-', ' ', $slug));
    $made = response_check(wp_insert_term($name, $taxonomy, ['slug' => $slug]), "creating $taxonomy '$slug'");
    fwrite(STDERR, "seed.php: created $taxonomy '$slug' ($name)\n");
    // Terms beyond the sample's: setup.mjs re-seeds on its next run.
    delete_option('response_seed');
    return (int) $made['term_id'];
}

/** An author's user id by slug; a missing one is created (name from the slug) when $create. */
function response_author_id(string $slug, bool $create): int
{
    $user = get_user_by('slug', $slug);
    if ($user) {
        return (int) $user->ID;
    }
    if (!$create) {
        response_fail("no author with slug '$slug'");
    }
    fwrite(STDERR, "seed.php: created author '$slug'\n");
    delete_option('response_seed');
    return response_insert_author(['slug' => $slug, 'name' => ucwords(str_replace('-', ' ', $slug)), 'role' => '']);
}

function response_insert_author(array $author): int
{
    $parts = explode(' ', $author['name'], 2);
    return (int) response_check(wp_insert_user(wp_slash([
        'user_login' => $author['slug'],
        'user_nicename' => $author['slug'],
        'user_email' => $author['slug'] . '@response.example',
        'user_pass' => wp_generate_password(32),
        'display_name' => $author['name'],
        'nickname' => $author['name'],
        'first_name' => $parts[0],
        'last_name' => $parts[1] ?? '',
        'description' => $author['role'] ?? '',
        'role' => 'author',
    ])), "creating author '{$author['slug']}'");
}

/**
 * The posts (any status but revisions and auto-drafts: drafts too) with this slug. A trashed
 * post's slug carries WordPress's '__trashed' suffix, so it is not found by its old slug.
 */
function response_posts_by_slug(string $slug): array
{
    return get_posts([
        'name' => $slug,
        'post_type' => 'post',
        'post_status' => ['publish', 'future', 'draft', 'pending', 'private', 'trash'],
        'numberposts' => -1,
        'suppress_filters' => true,
    ]);
}

/**
 * Uploads public/sample-media/{slug}.webp as an attachment of the post, with its alt text and
 * the size variants WordPress generates, and makes it the post's featured image.
 */
function response_attach_image(int $postId, array $image, string $mediaDir, string $date, int $authorId, int $importId): int
{
    $slug = (string) ($image['slug'] ?? '');
    if (!preg_match('/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $slug)) {
        response_fail("image slug '$slug' is not a slug");
    }
    $source = "$mediaDir/$slug.webp";
    $bits = @file_get_contents($source);
    if ($bits === false) {
        response_fail("cannot read the image $source");
    }
    $upload = wp_upload_bits("$slug.webp", null, $bits, substr($date, 0, 4) . '/' . substr($date, 5, 2));
    if (!empty($upload['error'])) {
        response_fail("uploading $slug.webp: {$upload['error']}");
    }
    $attachment = [
        'post_mime_type' => 'image/webp',
        'post_title' => str_replace('-', ' ', $slug),
        'post_name' => $slug,
        'post_content' => '',
        'post_excerpt' => '',
        'post_status' => 'inherit',
        'post_author' => $authorId,
        'post_date' => $date,
        'post_date_gmt' => get_gmt_from_date($date),
        'guid' => $upload['url'],
    ];
    if ($importId > 0) {
        $attachment['import_id'] = $importId;
    }
    $attachmentId = (int) response_check(
        wp_insert_attachment(wp_slash($attachment), $upload['file'], $postId, true),
        "attaching $slug.webp"
    );
    $metadata = wp_generate_attachment_metadata($attachmentId, $upload['file']);
    if (empty($metadata['sizes'])) {
        response_fail("WordPress generated no size variants of $slug.webp (is php-gd installed?)");
    }
    wp_update_attachment_metadata($attachmentId, $metadata);
    update_post_meta($attachmentId, '_wp_attachment_image_alt', wp_slash((string) ($image['alt'] ?? '')));
    response_check(set_post_thumbnail($postId, $attachmentId), "setting the featured image of post $postId");
    return $attachmentId;
}

/**
 * Inserts a post (or updates the one with the same slug): the sample post's shape, with slugs
 * for categories (in order: the first is the main one), tags and author. $options['status'] is
 * 'publish' (the default) or 'draft'; a draft keeps the slug given (WordPress neither makes it
 * unique nor clears it), so it can share it with no other post of ours.
 */
function response_put_post(array $post, string $mediaDir, array $options): int
{
    global $wpdb;
    foreach (['slug', 'title'] as $field) {
        if (!isset($post[$field]) || !is_string($post[$field]) || $post[$field] === '') {
            response_fail("the post has no $field");
        }
    }
    $slug = $post['slug'];
    if (!preg_match('/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $slug)) {
        response_fail("'$slug' is not a slug (lower-case letters, digits and hyphens)");
    }
    $create = $options['create_missing'];
    $date = response_date($post['date'] ?? null);
    $authorId = response_author_id((string) ($post['author'] ?? 'admin'), $create);
    $categories = array_map(fn ($term) => response_term_id((string) $term, 'category', $create), $post['categories'] ?? []);
    $tags = array_map(fn ($term) => response_term_id((string) $term, 'post_tag', $create), $post['tags'] ?? []);

    $status = $options['status'] ?? 'publish';
    $data = [
        'post_type' => 'post',
        'post_status' => $status,
        'post_author' => $authorId,
        'post_name' => $slug,
        'post_title' => $post['title'],
        'post_excerpt' => (string) ($post['excerpt'] ?? ''),
        'post_content' => (string) ($post['content'] ?? ''),
        'post_date' => $date,
        'post_date_gmt' => get_gmt_from_date($date),
        'edit_date' => true,
        'comment_status' => 'closed',
        'ping_status' => 'closed',
        'post_category' => $categories,
    ];
    $existing = response_posts_by_slug($slug);
    if ($existing) {
        $data['ID'] = $existing[0]->ID;
        if (get_post_meta($existing[0]->ID, '_response_sample', true)) {
            // A sample post changed: setup.mjs re-seeds on its next run.
            delete_option('response_seed');
        }
    } elseif (!empty($post['id'])) {
        $data['import_id'] = (int) $post['id'];
    }
    $id = (int) response_check(wp_insert_post(wp_slash($data), true), "saving post '$slug'");
    $saved = get_post($id);
    if ($saved->post_status !== $status) {
        response_fail("post '$slug' was saved as '{$saved->post_status}', not '$status'");
    }
    if ($saved->post_name !== $slug) {
        response_fail("post '$slug' was saved as '{$saved->post_name}' (slug taken by another post type?)");
    }
    if (!empty($post['id']) && !$existing && $id !== (int) $post['id']) {
        fwrite(STDERR, "seed.php: post '$slug' got id $id, not {$post['id']} (taken)\n");
    }
    response_check(!is_wp_error(wp_set_object_terms($id, $tags, 'post_tag')), "tagging post '$slug'");
    if ($options['modified_is_date']) {
        $wpdb->update($wpdb->posts, [
            'post_modified' => $date,
            'post_modified_gmt' => get_gmt_from_date($date),
        ], ['ID' => $id]);
        clean_post_cache($id);
    }

    // The featured image: replaced when the post is published again.
    $oldImage = (int) get_post_thumbnail_id($id);
    $image = $post['image'] ?? null;
    if (is_string($image)) {
        $image = ['slug' => $image, 'alt' => ''];
    }
    if ($oldImage && (!$image || get_post_field('post_name', $oldImage) !== ($image['slug'] ?? ''))) {
        delete_post_thumbnail($id);
        if ((int) get_post_field('post_parent', $oldImage) === $id) {
            wp_delete_attachment($oldImage, true);
        }
        $oldImage = 0;
    }
    if (is_array($image)) {
        if ($oldImage) {
            update_post_meta($oldImage, '_wp_attachment_image_alt', wp_slash((string) ($image['alt'] ?? '')));
        } else {
            $importId = $options['image_import_id'] && !empty($post['id']) ? 1000 + (int) $post['id'] : 0;
            response_attach_image($id, $image, $mediaDir, $date, $authorId, $importId);
        }
    }
    return $id;
}

switch ($command) {
    case 'install':
        $password = $argv[2] ?? '';
        if ($password === '') {
            response_fail('install needs the admin password');
        }
        if (!is_blog_installed()) {
            require_once ABSPATH . 'wp-admin/includes/upgrade.php';
            // No e-mail about the new site (there is no mail server).
            add_filter('pre_wp_mail', '__return_false');
            $result = wp_install('Response Insights (test WordPress)', 'admin', 'admin@response.example', false, '', wp_slash($password));
            if (is_wp_error($result) || empty($result['user_id'])) {
                response_fail('wp_install failed');
            }
        }
        update_option('timezone_string', 'UTC');
        update_option('gmt_offset', 0);
        update_option('blogdescription', 'Sample content of the Response site, for its end-to-end tests');
        update_option('default_comment_status', 'closed');
        update_option('default_ping_status', 'closed');
        update_option('permalink_structure', '/%postname%/');
        delete_option('rewrite_rules');
        echo "installed\n";
        break;

    case 'seed':
        [, , $jsonPath, $mediaDir, $hash] = array_pad($argv, 5, '');
        if ($hash === '') {
            response_fail('seed needs <sample.json> <media-dir> <hash>');
        }
        $sample = response_read_json($jsonPath);
        global $wpdb;

        // A fresh install's content: the 'Hello world!' post, the sample page, the privacy page.
        foreach (get_posts(['post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1]) as $old) {
            wp_delete_post($old->ID, true);
        }
        update_option('wp_page_for_privacy_policy', 0);

        foreach ($sample['authors'] as $author) {
            if (!get_user_by('slug', $author['slug'])) {
                response_insert_author($author);
            }
        }
        foreach (['category' => 'categories', 'post_tag' => 'tags'] as $taxonomy => $key) {
            foreach ($sample[$key] as $term) {
                $name = html_entity_decode($term['name'], ENT_QUOTES | ENT_HTML5, 'UTF-8');
                $existing = get_term_by('slug', $term['slug'], $taxonomy);
                $args = ['slug' => $term['slug'], 'description' => $term['description'] ?? ''];
                if ($existing) {
                    response_check(wp_update_term($existing->term_id, $taxonomy, ['name' => $name] + $args), "updating $taxonomy '{$term['slug']}'");
                } else {
                    response_check(wp_insert_term($name, $taxonomy, $args), "creating $taxonomy '{$term['slug']}'");
                }
            }
        }
        // The sample has no 'Uncategorized': its first category becomes the default one.
        $firstCategory = get_term_by('slug', $sample['categories'][0]['slug'], 'category');
        update_option('default_category', (int) $firstCategory->term_id);
        $uncategorized = get_term_by('slug', 'uncategorized', 'category');
        if ($uncategorized) {
            wp_delete_term($uncategorized->term_id, 'category');
        }

        $ids = [];
        $variants = 0;
        foreach ($sample['posts'] as $post) {
            $id = response_put_post($post, $mediaDir, ['create_missing' => false, 'modified_is_date' => true, 'image_import_id' => true]);
            update_post_meta($id, '_response_sample', '1');
            $thumbnail = (int) get_post_thumbnail_id($id);
            if ($thumbnail) {
                $variants += count(wp_get_attachment_metadata($thumbnail)['sizes'] ?? []);
            }
            $ids[] = $id;
        }
        sort($ids);
        flush_rewrite_rules(false);
        update_option('response_seed', wp_json_encode(['hash' => $hash, 'ids' => $ids, 'at' => gmdate('c')]), false);
        echo wp_json_encode(['posts' => count($ids), 'ids' => $ids, 'variants' => $variants]), "\n";
        break;

    case 'publish':
    case 'draft':
        [, , $jsonPath, $mediaDir] = array_pad($argv, 4, '');
        $post = response_read_json($jsonPath);
        $id = response_put_post($post, $mediaDir, [
            'create_missing' => true,
            'modified_is_date' => false,
            'image_import_id' => false,
            'status' => $command === 'draft' ? 'draft' : 'publish',
        ]);
        echo wp_json_encode($command === 'draft'
            ? ['id' => $id, 'slug' => $post['slug']]
            : ['id' => $id, 'slug' => $post['slug'], 'link' => get_permalink($id)]), "\n";
        break;

    case 'unpublish':
        $post = response_post_by_slug($argv[2] ?? '');
        if (get_post_meta($post->ID, '_response_sample', true)) {
            // A sample post changed: setup.mjs re-seeds on its next run.
            delete_option('response_seed');
        }
        if ($post->post_status !== 'draft') {
            response_check(wp_update_post(['ID' => $post->ID, 'post_status' => 'draft'], true), "unpublishing post '{$post->post_name}'");
        }
        $saved = get_post($post->ID);
        echo wp_json_encode(['id' => $saved->ID, 'slug' => $saved->post_name, 'status' => $saved->post_status]), "\n";
        break;

    case 'preview':
        $post = response_post_by_slug($argv[2] ?? '');
        $ttlArg = $argv[3] ?? null;
        if ($ttlArg !== null && !preg_match('/^-?\d+$/', $ttlArg)) {
            response_fail("the ttl '$ttlArg' is not a whole number of seconds");
        }
        if (!function_exists('response_site_sync_preview_url')) {
            response_fail('the must-use plugin response-site-sync.php is not installed (run setup.mjs)');
        }
        $url = response_site_sync_preview_url((int) $post->ID, $ttlArg === null ? null : (int) $ttlArg);
        if ($url === '') {
            response_fail('response-site-sync.php is not configured (RESPONSE_SITE_URL, RESPONSE_WEBHOOK_SECRET in wp-config.php)');
        }
        echo wp_json_encode(['id' => $post->ID, 'url' => $url], JSON_UNESCAPED_SLASHES), "\n";
        break;

    case 'delete':
        $slug = $argv[2] ?? '';
        $missingOk = in_array('--missing-ok', $argv, true);
        $posts = $slug === '' ? [] : response_posts_by_slug($slug);
        if (!$posts) {
            if ($missingOk) {
                echo wp_json_encode(['deleted' => []]), "\n";
                break;
            }
            response_fail("no post with slug '$slug'");
        }
        $deleted = [];
        foreach ($posts as $post) {
            if (get_post_meta($post->ID, '_response_sample', true)) {
                delete_option('response_seed');
            }
            // Its featured image goes too when it was uploaded for it (wp_delete_post detaches it).
            $image = (int) get_post_thumbnail_id($post->ID);
            $ownImage = $image && (int) get_post_field('post_parent', $image) === $post->ID;
            response_check(wp_delete_post($post->ID, true), "deleting post {$post->ID}");
            if ($ownImage) {
                wp_delete_attachment($image, true);
            }
            $deleted[] = $post->ID;
        }
        echo wp_json_encode(['deleted' => $deleted]), "\n";
        break;
}
