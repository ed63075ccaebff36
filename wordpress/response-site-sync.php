<?php
/**
 * Plugin Name: Response Site Sync
 * Description: Tells the Response website about editorial changes (signed webhooks) and makes the Preview button open a signed, expiring preview on the website.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 8.2
 * Author: Response
 *
 * A must-use plugin: copy this one file to wp-content/mu-plugins/ (see wordpress/README.md in
 * the website's repository). Configured in wp-config.php:
 *
 *   define('RESPONSE_SITE_URL', 'https://www.response.example');   // the website's origin
 *   define('RESPONSE_WEBHOOK_SECRET', '…');   // openssl rand -hex 32; the same value as the
 *                                              // website's WORDPRESS_WEBHOOK_SECRET
 *   define('RESPONSE_PREVIEW_TTL', 3600);      // optional: seconds a preview link stays valid
 *   define('RESPONSE_WEBHOOK_SUSPEND', true);  // optional: send no webhooks (bulk imports)
 *
 * Without both required constants it does nothing but tell administrators what is missing.
 *
 * Webhook: once per request (on 'shutdown', after the editor's response has been sent when PHP
 * runs under FastCGI), every change to a post of type 'post' that is or was published, and to
 * categories and tags, collected and merged during the request, goes to
 * POST {RESPONSE_SITE_URL}/api/wordpress/webhook as
 *   {"site": home_url(), "sentAt": gmdate('c'), "events": [
 *     {"type":"post","action":"publish|update|unpublish|trash|delete","id":1,"slug":"…",
 *      "previousSlug":"…"|null,"status":"publish|draft|pending|private|trash|future"},
 *     {"type":"term","action":"create|edit|delete","taxonomy":"category|post_tag","id":1,"slug":"…"}]}
 * with the headers X-Response-Timestamp (unix seconds) and
 * X-Response-Signature: sha256=hex(HMAC-SHA256(secret, timestamp + "." + body)).
 *
 * Preview: the Preview button of a post opens
 *   {RESPONSE_SITE_URL}/preview?post={id}&expires={unix}&signature=hex(HMAC-SHA256(secret, "preview:{id}:{expires}"))
 * and the website reads the post (with its newest autosave) from
 *   GET /wp-json/response/v1/preview?post=…&expires=…&signature=…
 * which answers as GET /wp-json/wp/v2/posts/{id}?_embed=1 would for the post's author.
 */

if (!defined('ABSPATH') || defined('RESPONSE_SITE_SYNC_VERSION')) {
    return;
}

define('RESPONSE_SITE_SYNC_VERSION', '1.0.0');

final class Response_Site_Sync
{
    /** The option holding the last webhook's result (not autoloaded). */
    public const LAST_OPTION = 'response_site_sync_last';

    /** Taxonomies whose terms are reported. */
    private const TAXONOMIES = ['category', 'post_tag'];

    /** Actions a later 'update' / 'edit' of the same post or term never replaces. */
    private const WEAK_ACTIONS = ['update', 'edit'];

    /** @var array<string, array<string, mixed>> This request's events, by post:<id> / term:<taxonomy>:<id>. */
    private static array $events = [];

    /** The required constants that are missing or empty (or, for the URL, not http(s)). */
    public static function problems(): array
    {
        $problems = [];
        $url = defined('RESPONSE_SITE_URL') ? trim((string) RESPONSE_SITE_URL) : '';
        if ($url === '') {
            $problems[] = 'RESPONSE_SITE_URL is not defined';
        } elseif (!preg_match('#^https?://[^/?\#]+#i', $url)) {
            $problems[] = 'RESPONSE_SITE_URL is not an http(s) URL';
        }
        if (!defined('RESPONSE_WEBHOOK_SECRET') || trim((string) RESPONSE_WEBHOOK_SECRET) === '') {
            $problems[] = 'RESPONSE_WEBHOOK_SECRET is not defined';
        }
        return $problems;
    }

    public static function configured(): bool
    {
        return self::problems() === [];
    }

    public static function siteUrl(): string
    {
        return rtrim(trim((string) RESPONSE_SITE_URL), '/');
    }

    private static function secret(): string
    {
        return (string) RESPONSE_WEBHOOK_SECRET;
    }

    private static function suspended(): bool
    {
        return defined('RESPONSE_WEBHOOK_SUSPEND') && RESPONSE_WEBHOOK_SUSPEND;
    }

    public static function boot(): void
    {
        add_action('admin_notices', [self::class, 'adminNotice']);
        add_action('wp_dashboard_setup', [self::class, 'dashboardSetup']);
        if (!self::configured()) {
            return;
        }
        add_filter('preview_post_link', [self::class, 'previewLink'], 10, 2);
        add_action('rest_api_init', [self::class, 'registerRoutes']);
        if (self::suspended()) {
            return;
        }
        add_action('transition_post_status', [self::class, 'onTransition'], 10, 3);
        add_action('post_updated', [self::class, 'onPostUpdated'], 10, 3);
        add_action('save_post_post', [self::class, 'onSavePost'], 10, 3);
        add_action('before_delete_post', [self::class, 'onBeforeDelete'], 10, 2);
        add_action('set_object_terms', [self::class, 'onSetObjectTerms'], 10, 6);
        add_action('created_term', [self::class, 'onCreatedTerm'], 10, 3);
        add_action('edited_term', [self::class, 'onEditedTerm'], 10, 3);
        add_action('delete_term', [self::class, 'onDeleteTerm'], 10, 4);
        // Late: after WordPress has flushed its output buffers (priority 1).
        add_action('shutdown', [self::class, 'send'], 100);
    }

    // -----------------------------------------------------------------------------------------
    // Collecting events

    /** A post of type 'post' proper: not a revision, an autosave or an auto-draft. */
    private static function isArticle($post): bool
    {
        return $post instanceof WP_Post
            && $post->post_type === 'post'
            && $post->post_status !== 'auto-draft'
            && !wp_is_post_revision($post)
            && !wp_is_post_autosave($post);
    }

    /** The post's slug as the website knows it (without the '__trashed' WordPress adds). */
    private static function slugOf(WP_Post $post): string
    {
        $slug = (string) $post->post_name;
        if ($post->post_status === 'trash') {
            $desired = (string) get_post_meta($post->ID, '_wp_desired_post_slug', true);
            if ($desired !== '') {
                return $desired;
            }
            if (str_ends_with($slug, '__trashed')) {
                return substr($slug, 0, -9);
            }
        }
        return $slug;
    }

    /**
     * Records an event, merged with an earlier one of the same post or term: the later action
     * wins, except that an update (or a term's edit) never replaces another action (publish then
     * update stays publish; unpublish, trash or delete then update stays so), and the first
     * previousSlug is kept.
     */
    public static function queue(string $key, array $event): void
    {
        $earlier = self::$events[$key] ?? null;
        if ($earlier !== null) {
            if (in_array($event['action'], self::WEAK_ACTIONS, true) && !in_array($earlier['action'], self::WEAK_ACTIONS, true)) {
                $event['action'] = $earlier['action'];
                if (isset($earlier['status'])) {
                    $event['status'] = $earlier['status'];
                }
            }
            if (array_key_exists('previousSlug', $event) && ($earlier['previousSlug'] ?? null) !== null) {
                $event['previousSlug'] = $earlier['previousSlug'];
            }
        }
        self::$events[$key] = $event;
    }

    private static function queuePost(WP_Post $post, string $action, ?string $previousSlug = null, ?string $status = null): void
    {
        self::queue('post:' . $post->ID, [
            'type' => 'post',
            'action' => $action,
            'id' => (int) $post->ID,
            'slug' => self::slugOf($post),
            'previousSlug' => $previousSlug,
            'status' => $status ?? (string) $post->post_status,
        ]);
    }

    /** The events collected so far (for tests and debugging). */
    public static function events(): array
    {
        return array_values(self::$events);
    }

    public static function onTransition($newStatus, $oldStatus, $post): void
    {
        if (!self::isArticle($post) || $newStatus === 'auto-draft') {
            return;
        }
        if ($newStatus === 'publish') {
            self::queuePost($post, $oldStatus === 'publish' ? 'update' : 'publish', null, $newStatus);
        } elseif ($oldStatus === 'publish') {
            self::queuePost($post, $newStatus === 'trash' ? 'trash' : 'unpublish', null, $newStatus);
        }
        // Anything else (a draft saved, a pending post edited) is not on the website.
    }

    /** A published post's slug changed: the website must forget the old one. */
    public static function onPostUpdated($postId, $after, $before): void
    {
        if (!self::isArticle($after) || !$before instanceof WP_Post || $before->post_status !== 'publish') {
            return;
        }
        $old = (string) $before->post_name;
        if ($old === '' || $old === self::slugOf($after)) {
            return;
        }
        self::queuePost($after, 'update', $old);
    }

    public static function onSavePost($postId, $post, $update): void
    {
        if ($update && self::isArticle($post) && $post->post_status === 'publish') {
            self::queuePost($post, 'update');
        }
    }

    public static function onBeforeDelete($postId, $post = null): void
    {
        $post = $post instanceof WP_Post ? $post : get_post($postId);
        if (self::isArticle($post) && $post->post_status === 'publish') {
            self::queuePost($post, 'delete');
        }
    }

    public static function onSetObjectTerms($objectId, $terms, $ttIds, $taxonomy, $append, $oldTtIds): void
    {
        if (!in_array($taxonomy, self::TAXONOMIES, true)) {
            return;
        }
        $post = get_post($objectId);
        if (!self::isArticle($post) || $post->post_status !== 'publish') {
            return;
        }
        $old = array_map('intval', (array) $oldTtIds);
        $new = array_map('intval', (array) $ttIds);
        if ($append) {
            $new = array_merge($old, $new);
        }
        $old = array_values(array_unique($old));
        $new = array_values(array_unique($new));
        sort($old);
        sort($new);
        if ($old !== $new) {
            self::queuePost($post, 'update');
        }
    }

    private static function queueTerm(string $action, $termId, $taxonomy, ?string $slug = null): void
    {
        if (!in_array($taxonomy, self::TAXONOMIES, true)) {
            return;
        }
        if ($slug === null) {
            $term = get_term((int) $termId, $taxonomy);
            $slug = $term instanceof WP_Term ? $term->slug : '';
        }
        self::queue("term:$taxonomy:" . (int) $termId, [
            'type' => 'term',
            'action' => $action,
            'taxonomy' => $taxonomy,
            'id' => (int) $termId,
            'slug' => $slug,
        ]);
    }

    public static function onCreatedTerm($termId, $ttId, $taxonomy): void
    {
        self::queueTerm('create', $termId, $taxonomy);
    }

    public static function onEditedTerm($termId, $ttId, $taxonomy): void
    {
        self::queueTerm('edit', $termId, $taxonomy);
    }

    public static function onDeleteTerm($termId, $ttId, $taxonomy, $deletedTerm = null): void
    {
        $slug = $deletedTerm instanceof WP_Term ? $deletedTerm->slug : '';
        self::queueTerm('delete', $termId, $taxonomy, $slug);
    }

    // -----------------------------------------------------------------------------------------
    // Sending them

    /** Sends this request's events in one signed POST (on 'shutdown'). */
    public static function send(): void
    {
        if (!self::$events || !self::configured() || self::suspended()) {
            return;
        }
        $events = [];
        foreach (self::$events as $event) {
            if ($event['type'] === 'post' && $event['previousSlug'] === $event['slug']) {
                $event['previousSlug'] = null;
            }
            $events[] = $event;
        }
        self::$events = [];
        $body = wp_json_encode(
            ['site' => home_url(), 'sentAt' => gmdate('c'), 'events' => $events],
            JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
        );
        if (!is_string($body)) {
            self::record(false, 0, count($events), 'the events could not be encoded as JSON');
            return;
        }
        $timestamp = (string) time();
        $signature = hash_hmac('sha256', $timestamp . '.' . $body, self::secret());

        // The editor's response is complete: the website is told after it has been sent.
        ignore_user_abort(true);
        if (function_exists('fastcgi_finish_request')) {
            fastcgi_finish_request();
        }

        $url = self::siteUrl() . '/api/wordpress/webhook';
        $response = wp_remote_post($url, [
            'timeout' => 5,
            'redirection' => 0,
            'blocking' => true,
            'user-agent' => 'ResponseSiteSync/1.0',
            'headers' => [
                'Content-Type' => 'application/json',
                'X-Response-Timestamp' => $timestamp,
                'X-Response-Signature' => 'sha256=' . $signature,
            ],
            'body' => $body,
            'data_format' => 'body',
        ]);
        if (is_wp_error($response)) {
            self::record(false, 0, count($events), $response->get_error_message());
            return;
        }
        $status = (int) wp_remote_retrieve_response_code($response);
        if ($status < 200 || $status >= 300) {
            $answer = trim(preg_replace('/\s+/', ' ', (string) wp_remote_retrieve_body($response)));
            self::record(false, $status, count($events), "HTTP $status" . ($answer !== '' ? ': ' . substr($answer, 0, 200) : ''));
            return;
        }
        self::record(true, $status, count($events), '');
    }

    private static function record(bool $ok, int $status, int $count, string $error): void
    {
        if (!$ok) {
            error_log(sprintf(
                'response-site-sync: webhook failed: %s (POST %s/api/wordpress/webhook, %d event%s)',
                $error,
                self::siteUrl(),
                $count,
                $count === 1 ? '' : 's'
            ));
        }
        update_option(self::LAST_OPTION, [
            'time' => time(),
            'ok' => $ok,
            'status' => $status,
            'events' => $count,
            'error' => $error,
        ], false);
    }

    // -----------------------------------------------------------------------------------------
    // Previews

    public static function previewTtl(): int
    {
        $ttl = defined('RESPONSE_PREVIEW_TTL') ? (int) RESPONSE_PREVIEW_TTL : 3600;
        if ($ttl <= 0) {
            $ttl = 3600;
        }
        return (int) apply_filters('response_preview_ttl', $ttl);
    }

    public static function previewSignature(int $postId, int $expires): string
    {
        return hash_hmac('sha256', "preview:$postId:$expires", self::secret());
    }

    public static function previewUrl(int $postId, ?int $ttl = null): string
    {
        if (!self::configured()) {
            return '';
        }
        $expires = time() + ($ttl ?? self::previewTtl());
        return sprintf(
            '%s/preview?post=%d&expires=%d&signature=%s',
            self::siteUrl(),
            $postId,
            $expires,
            self::previewSignature($postId, $expires)
        );
    }

    public static function previewLink($link, $post)
    {
        $post = get_post($post);
        if (!$post instanceof WP_Post || $post->post_type !== 'post') {
            return $link;
        }
        return self::previewUrl((int) $post->ID);
    }

    public static function registerRoutes(): void
    {
        $text = fn (string $description) => ['type' => 'string', 'description' => $description];
        register_rest_route('response/v1', '/preview', [
            'methods' => 'GET',
            'callback' => [self::class, 'preview'],
            // The signature is the permission: checked in the callback.
            'permission_callback' => '__return_true',
            'args' => [
                'post' => $text('The post id.'),
                'expires' => $text('Unix time after which the link is refused.'),
                'signature' => $text('hex HMAC-SHA256 of "preview:{post}:{expires}" with the webhook secret.'),
            ],
        ]);
    }

    /** An error answer (WordPress's error shape), not to be cached either. */
    private static function previewError(string $code, string $message, int $status): WP_REST_Response
    {
        $response = rest_convert_error_to_response(new WP_Error($code, $message, ['status' => $status]));
        $response->header('Cache-Control', 'no-store');
        return $response;
    }

    /** GET /wp-json/response/v1/preview: the post as wp/v2 with _embed shows it, autosave included. */
    public static function preview(WP_REST_Request $request)
    {
        $postParam = (string) ($request->get_param('post') ?? '');
        $expiresParam = (string) ($request->get_param('expires') ?? '');
        $signature = strtolower((string) ($request->get_param('signature') ?? ''));
        if (
            !preg_match('/^[1-9][0-9]{0,18}$/', $postParam)
            || !preg_match('/^[0-9]{1,19}$/', $expiresParam)
            || !preg_match('/^[0-9a-f]{64}$/', $signature)
        ) {
            return self::previewError('response_preview_bad_request', 'post, expires and signature are required.', 400);
        }
        $postId = (int) $postParam;
        $expires = (int) $expiresParam;
        if (!hash_equals(self::previewSignature($postId, $expires), $signature)) {
            return self::previewError('response_preview_invalid', 'The preview link is not valid.', 403);
        }
        if ($expires < time()) {
            return self::previewError('response_preview_expired', 'The preview link has expired.', 403);
        }
        $post = get_post($postId);
        if (!$post instanceof WP_Post || $post->post_type !== 'post') {
            return self::previewError('response_preview_not_found', 'No such post.', 404);
        }

        // Read as the author (or an administrator): drafts, their terms and author are embedded.
        $previousUser = get_current_user_id();
        $reader = (int) $post->post_author;
        if (!$reader || !user_can($reader, 'edit_post', $post->ID)) {
            $admins = get_users(['role' => 'administrator', 'number' => 1, 'orderby' => 'ID', 'order' => 'ASC', 'fields' => 'ID']);
            $reader = $admins ? (int) $admins[0] : 0;
        }
        wp_set_current_user($reader);
        try {
            $inner = new WP_REST_Request('GET', '/wp/v2/posts/' . $post->ID);
            $inner->set_query_params(['context' => 'view']);
            $result = rest_do_request($inner);
            $data = rest_get_server()->response_to_data($result, true);
            if (!$result->is_error()) {
                $data = self::withAutosave($data, $post);
            }
        } finally {
            wp_set_current_user($previousUser);
        }
        if ($result->is_error()) {
            $response = new WP_REST_Response($data, $result->get_status());
        } else {
            if (($data['slug'] ?? '') === '') {
                $data['slug'] = sanitize_title($post->post_title) ?: "draft-{$post->ID}";
            }
            $response = new WP_REST_Response($data, 200);
        }
        // Already embedded, as the author: WordPress must not embed the links again as nobody.
        unset($_GET['_embed']);
        $response->header('Cache-Control', 'no-store');
        return $response;
    }

    /** The newest autosave's title, content and excerpt over the saved post's. */
    private static function withAutosave(array $data, WP_Post $post): array
    {
        $autosave = wp_get_post_autosave($post->ID);
        if (!$autosave instanceof WP_Post || strtotime($autosave->post_modified_gmt . ' UTC') <= strtotime($post->post_modified_gmt . ' UTC')) {
            return $data;
        }
        // The content filters read the global post (e.g. for its id).
        $previousPost = $GLOBALS['post'] ?? null;
        $GLOBALS['post'] = $post;
        setup_postdata($post);
        try {
            if (isset($data['title']) && is_array($data['title'])) {
                $data['title']['rendered'] = wptexturize(convert_chars(trim($autosave->post_title)));
            }
            if (isset($data['content']) && is_array($data['content'])) {
                $data['content']['rendered'] = apply_filters('the_content', $autosave->post_content);
            }
            if (isset($data['excerpt']) && is_array($data['excerpt'])) {
                // An empty excerpt is made from the autosave's content, as WordPress would.
                $excerpt = apply_filters('get_the_excerpt', $autosave->post_excerpt, $autosave);
                $data['excerpt']['rendered'] = apply_filters('the_excerpt', $excerpt);
            }
        } finally {
            $GLOBALS['post'] = $previousPost;
            if ($previousPost instanceof WP_Post) {
                setup_postdata($previousPost);
            } else {
                wp_reset_postdata();
            }
        }
        return $data;
    }

    // -----------------------------------------------------------------------------------------
    // Admin

    public static function adminNotice(): void
    {
        if (!current_user_can('manage_options')) {
            return;
        }
        $problems = self::problems();
        if (!$problems) {
            return;
        }
        printf(
            '<div class="notice notice-warning"><p><strong>Response Site Sync</strong> is off: %s in wp-config.php. The website is not told about changes and Preview opens WordPress\'s own preview.</p></div>',
            esc_html(implode('; ', $problems))
        );
    }

    public static function dashboardSetup(): void
    {
        if (current_user_can('manage_options')) {
            wp_add_dashboard_widget('response_site_sync', 'Response site sync', [self::class, 'dashboardWidget']);
        }
    }

    public static function dashboardWidget(): void
    {
        if (!self::configured()) {
            echo '<p>Not configured: ' . esc_html(implode('; ', self::problems())) . '.</p>';
            return;
        }
        echo '<p>Website: <code>' . esc_html(self::siteUrl()) . '</code>';
        if (self::suspended()) {
            echo ' &mdash; <strong>webhooks suspended</strong> (RESPONSE_WEBHOOK_SUSPEND)';
        }
        echo '</p>';
        $last = get_option(self::LAST_OPTION);
        if (!is_array($last) || empty($last['time'])) {
            echo '<p>No webhook sent yet.</p>';
            return;
        }
        $when = sprintf(
            '%s ago (%s UTC)',
            human_time_diff((int) $last['time'], time()),
            gmdate('Y-m-d H:i:s', (int) $last['time'])
        );
        $count = (int) ($last['events'] ?? 0);
        $events = sprintf('%d event%s', $count, $count === 1 ? '' : 's');
        if (!empty($last['ok'])) {
            printf('<p>Last webhook: %s, %s, answered HTTP %d.</p>', esc_html($when), esc_html($events), (int) $last['status']);
        } else {
            printf(
                '<p><strong>Last webhook failed</strong>: %s, %s: %s</p>',
                esc_html($when),
                esc_html($events),
                esc_html((string) ($last['error'] ?? ''))
            );
        }
    }
}

/**
 * A signed preview URL of the website for a post: {RESPONSE_SITE_URL}/preview?post=…&expires=…&signature=…
 * valid for $ttl seconds (default: the response_preview_ttl filter of RESPONSE_PREVIEW_TTL or 3600;
 * a negative $ttl makes an expired link). '' when the plugin is not configured.
 */
function response_site_sync_preview_url(int $postId, ?int $ttl = null): string
{
    return Response_Site_Sync::previewUrl($postId, $ttl);
}

Response_Site_Sync::boot();
