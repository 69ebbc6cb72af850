#include "tests/pictures/phone_camera.h"

#include "app/pictures/picture_decoder.h"

#include <QBuffer>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

namespace nonet::testing {

QByteArray PhoneCamera::photograph(const QImage& page, std::uint32_t seed, const PhoneShot& shot)
{
    std::mt19937 random(seed);
    const auto uniform = [&](double low, double high) { return low + (high - low) * (static_cast<double>(random()) / 4294967296.0); };
    scan::GrayImage grey = app::PictureDecoder::grayOf(page);
    const cv::Mat source(grey.height, grey.width, CV_8U, grey.pixels.data());
    const int w = grey.width;
    const int h = grey.height;
    const int outW = w * 13 / 10;
    const int outH = h * 13 / 10;
    cv::Mat photo(outH, outW, CV_8U, cv::Scalar(uniform(60, 130)));

    const double turn = uniform(-shot.maxTurn, shot.maxTurn) * std::numbers::pi / 180;
    const double scale = 1 / (std::abs(std::cos(turn)) + std::abs(std::sin(turn))) * 1.05;
    const cv::Point2f centre(static_cast<float>(outW) / 2, static_cast<float>(outH) / 2);
    std::array<cv::Point2f, 4> from{cv::Point2f(0, 0), cv::Point2f(static_cast<float>(w), 0), cv::Point2f(static_cast<float>(w), static_cast<float>(h)),
                                    cv::Point2f(0, static_cast<float>(h))};
    std::array<cv::Point2f, 4> to{};
    for (std::size_t i = 0; i < 4; ++i) {
        const double x = (from[i].x - w / 2.0) * scale + uniform(-shot.perspective, shot.perspective) * w;
        const double y = (from[i].y - h / 2.0) * scale + uniform(-shot.perspective, shot.perspective) * h;
        to[i] = centre + cv::Point2f(static_cast<float>(x * std::cos(turn) - y * std::sin(turn)), static_cast<float>(x * std::sin(turn) + y * std::cos(turn)));
    }
    const cv::Mat transform = cv::getPerspectiveTransform(from.data(), to.data());
    cv::warpPerspective(source, photo, transform, photo.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);

    const double light = uniform(0, shot.gradient);
    const double angle = uniform(0, 2 * std::numbers::pi);
    const double blur = uniform(shot.leastBlur, std::max(shot.leastBlur, shot.blur));
    // The shadow's edge: a line through a point in the middle half of the page.
    // (Drawn only for a shadow, so that photos without one stay as they were.)
    double shade = 0;
    double shadowAngle = 0;
    double shadowAt = 0;
    double softness = 1;
    if (shot.shadow > 0) {
        shade = uniform(shot.shadow / 2, shot.shadow);
        shadowAngle = uniform(0, 2 * std::numbers::pi);
        shadowAt = uniform(-0.25, 0.25) * std::min(outW, outH);
        softness = uniform(2, 12);
    }
    cv::GaussianBlur(photo, photo, cv::Size(0, 0), blur);
    const double noise = uniform(1, shot.noise);
    std::normal_distribution<double> gauss(0, noise);
    const double diagonal = std::hypot(outW, outH);
    for (int y = 0; y < outH; ++y) {
        auto* row = photo.ptr<std::uint8_t>(y);
        for (int x = 0; x < outW; ++x) {
            const double along = ((x - outW / 2.0) * std::cos(angle) + (y - outH / 2.0) * std::sin(angle)) / diagonal + 0.5;
            double lit = 1 - light * along;
            if (shade > 0) {
                const double across = (x - outW / 2.0) * std::cos(shadowAngle) + (y - outH / 2.0) * std::sin(shadowAngle) - shadowAt;
                lit *= 1 - shade / (1 + std::exp(-across / softness * 4));
            }
            const double value = row[x] * lit + gauss(random);
            row[x] = static_cast<std::uint8_t>(std::clamp(value, 0.0, 255.0));
        }
    }
    QImage image(outW, outH, QImage::Format_Grayscale8);
    for (int y = 0; y < outH; ++y) std::copy_n(photo.ptr<std::uint8_t>(y), outW, image.scanLine(y));
    QByteArray jpeg;
    QBuffer buffer(&jpeg);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "JPG", static_cast<int>(uniform(shot.jpegQuality, 90)));
    return jpeg;
}

} // namespace nonet::testing
