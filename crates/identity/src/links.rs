//! The links that emails carry, built from the public address of the site.

/// Builds absolute links to the site's pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Links {
    base: String,
}

impl Links {
    /// `public_url` such as `https://haat.example` (a trailing slash is ignored).
    #[must_use]
    pub fn new(public_url: &str) -> Self {
        Self {
            base: public_url.trim_end_matches('/').to_owned(),
        }
    }

    #[must_use]
    pub fn shop_activation(&self, secret: &str) -> String {
        format!("{}/shop-activation/{secret}", self.base)
    }

    #[must_use]
    pub fn user_password_reset(&self, secret: &str) -> String {
        format!("{}/reset-password/{secret}", self.base)
    }

    #[must_use]
    pub fn shop_password_reset(&self, secret: &str) -> String {
        format!("{}/shop-reset-password/{secret}", self.base)
    }

    /// The public address itself, without a trailing slash.
    #[must_use]
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The catalogue, where the newsletter's email invites subscribers.
    #[must_use]
    pub fn products(&self) -> String {
        format!("{}/products", self.base)
    }

    #[must_use]
    pub fn shop_login(&self) -> String {
        format!("{}/shop-login", self.base)
    }

    /// The seller's dashboard, where the review checklist is.
    #[must_use]
    pub fn shop_dashboard(&self) -> String {
        format!("{}/shop-dashboard", self.base)
    }
}

#[cfg(test)]
mod tests {
    use super::Links;

    #[test]
    fn links_join_the_public_url_and_the_page() {
        let links = Links::new("https://haat.example/");
        assert_eq!(
            links.shop_activation("abc"),
            "https://haat.example/shop-activation/abc"
        );
        assert_eq!(
            links.user_password_reset("abc"),
            "https://haat.example/reset-password/abc"
        );
        assert_eq!(
            links.shop_password_reset("abc"),
            "https://haat.example/shop-reset-password/abc"
        );
    }
}
